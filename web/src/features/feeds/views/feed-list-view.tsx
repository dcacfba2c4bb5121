import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DeleteProductFeedDocument,
  OrderProductFeedsDocument,
  ProductFeedsDocument,
  QueueProductFeedDocument,
  type ProductFeedRowFieldsFragment,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { moveItem } from '../../../lib/move-item';
import { notifySuccess } from '../../../lib/notify';
import { BrandsWithoutPagePanel } from '../../comparison';
import { AwaitingReviewsPanel } from '../../comparison-reviews';
import { DragList } from '../../filters';
import { FeedProgress } from '../components/feed-progress';
import { LastRunLine } from '../components/last-run-line';
import { FeedStateBadge } from '../components/feed-state-badge';
import { UnconfirmedMappingsPanel } from '../components/unconfirmed-mappings-panel';
import { useFeedLive } from '../hooks/use-feed-live';
import { feedUrls } from '../urls';

type Feed = ProductFeedRowFieldsFragment;

/** States in which a run is at work (its progress shows). */
const WORKING = new Set(['downloading', 'normalizing', 'analysing_structure', 'processing']);

function FeedRow({
  feed,
  index,
  count,
  busy,
  onMove,
  onQueue,
  onDelete,
}: {
  feed: Feed;
  index: number;
  count: number;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onQueue: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('feeds');
  const name = feed.companyName ?? t('list.noShop');
  const run = feed.lastRun;
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Stack gap={0} align="center">
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t('list.up', { name })}
          disabled={busy || index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          ↑
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t('list.down', { name })}
          disabled={busy || index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          ↓
        </ActionIcon>
      </Stack>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Anchor component={Link} to={feedUrls.feed(feed.id)} fw={600}>
            {name}
          </Anchor>
          <Badge variant="outline" color="gray" size="sm">
            {t(`source.${feed.source}`)}
          </Badge>
          <Badge variant="outline" color="gray" size="sm">
            {feed.type.toUpperCase()}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" truncate="end">
          {feed.url}
        </Text>
        <Text size="xs" c="dimmed">
          <LastRunLine run={run} />
        </Text>
      </Stack>
      <Stack gap={4} w={220} align="flex-start">
        <FeedStateBadge feed={feed} />
        {WORKING.has(feed.state) && (
          <FeedProgress done={feed.progressDone} total={feed.progressTotal} />
        )}
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" variant="light" disabled={busy} onClick={onQueue}>
          {t('list.queue')}
        </Button>
        <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={onDelete}>
          {t('list.delete')}
        </Button>
      </Group>
    </Group>
  );
}

/**
 * /comparison/product-feed: the comparison editor's home: the dashboard items, then the
 * feeds in their order (dragged or moved with the arrows), live through productFeedChanged.
 */
export function FeedListView() {
  const { t } = useTranslation('feeds');
  const { data, loading, refetch } = useQuery(ProductFeedsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [order, ordering] = useMutation(OrderProductFeedsDocument);
  const [queue, queueing] = useMutation(QueueProductFeedDocument);
  const [remove, removing] = useMutation(DeleteProductFeedDocument);
  useFeedLive(null, () => void refetch());
  const feeds = data?.productFeeds.items ?? [];
  const busy = ordering.loading || queueing.loading || removing.loading;

  async function move(from: number, to: number) {
    const next = moveItem(feeds, from, to);
    try {
      await order({
        variables: { items: next.map(({ id, version }) => ({ id, version })) },
      });
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch {
      // The error notice says why (a stale list: reloaded below).
    }
    await refetch();
  }

  async function queueFeed(feed: Feed) {
    try {
      const answer = await queue({ variables: { id: feed.id } });
      notifySuccess(answer.data!.queueProductFeed.messageKey);
    } catch {
      // The error notice says why (MESSAGE.PRODUCT_FEED_BUSY).
    }
    await refetch();
  }

  async function deleteFeed(feed: Feed) {
    const sure = await confirmAction({
      title: t('delete.title'),
      text: t('delete.text', { name: feed.companyName ?? feed.url }),
      confirmLabel: t('delete.confirm'),
    });
    if (!sure) return;
    try {
      await remove({ variables: { id: feed.id } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    } catch {
      // The error notice says why.
    }
    await refetch();
  }

  /** A shop's mappings are confirmed on its (first) feed. */
  const feedPath = (companyId: string) => {
    const feed = feeds.find((candidate) => candidate.companyId === companyId);
    return feed ? feedUrls.feed(feed.id) : null;
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('list.title')}</Title>
        <Button component={Link} to={feedUrls.new()}>
          {t('list.new')}
        </Button>
      </Group>
      {/* The comparison editor's dashboard items (docs/feeds.md, "Screens"). */}
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <AwaitingReviewsPanel />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack>
            <UnconfirmedMappingsPanel feedPath={feedPath} />
            <BrandsWithoutPagePanel />
          </Stack>
        </Grid.Col>
      </Grid>
      {loading && !data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Stack gap="xs" data-testid="feed-list">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('list.hint')}
            </Text>
            <Text size="sm" c="dimmed" data-testid="feed-total">
              {t('list.total', { count: data?.productFeeds.total ?? 0 })}
            </Text>
          </Group>
          {feeds.length === 0 && <Text c="dimmed">{t('list.none')}</Text>}
          <DragList
            items={feeds}
            itemKey={(feed) => feed.id}
            label={(feed) => feed.companyName ?? feed.url}
            testId="feed-row"
            onMove={(from, to) => void move(from, to)}
          >
            {(feed, index) => (
              <FeedRow
                feed={feed}
                index={index}
                count={feeds.length}
                busy={busy}
                onMove={(from, to) => void move(from, to)}
                onQueue={() => void queueFeed(feed)}
                onDelete={() => void deleteFeed(feed)}
              />
            )}
          </DragList>
        </Stack>
      )}
    </Stack>
  );
}
