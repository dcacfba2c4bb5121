import {
  Alert,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { needsReloadOnStateChange, type ProductFeedState } from '#domain/feeds/product-feed-state';
import {
  ComparisonCompaniesDocument,
  ConfirmProductFeedMappingDocument,
  ConfirmProductFeedStructureDocument,
  DeleteProductFeedDocument,
  ProductFeedDocument,
  QueueProductFeedDocument,
  SaveProductFeedDocument,
  type ProductFeedFieldsFragment,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifySuccess } from '../../../lib/notify';
import { FeedForm, feedInput } from '../components/feed-form';
import { FeedProgress } from '../components/feed-progress';
import { LastRunLine } from '../components/last-run-line';
import { FeedStateBadge } from '../components/feed-state-badge';
import { MappingGroupsPanel } from '../components/mapping-groups-panel';
import { ProblemsPanel } from '../components/problems-panel';
import { RunHistory } from '../components/run-history';
import { StructureStep } from '../components/structure-step';
import { useFeedLive } from '../hooks/use-feed-live';
import { feedUrls } from '../urls';

const WORKING = new Set(['downloading', 'normalizing', 'analysing_structure', 'processing']);

/** What the feed is doing now: its state, the running step's progress, the last run. */
function StateCard({ feed }: { feed: ProductFeedFieldsFragment }) {
  const { t } = useTranslation('feeds');
  const run = feed.lastRun;
  return (
    <Paper withBorder p="md" radius="md" data-testid="feed-state-card">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{t('list.state')}</Title>
          <FeedStateBadge feed={feed} />
        </Group>
        {WORKING.has(feed.state) && (
          <FeedProgress done={feed.progressDone} total={feed.progressTotal} />
        )}
        {feed.state === 'confirming_structure' && (
          <Alert color="orange">{t('detail.waitingStructure')}</Alert>
        )}
        {feed.state === 'confirming_mapping' && (
          <Alert color="orange">{t('detail.waitingMapping')}</Alert>
        )}
        {feed.error && (
          <Alert color="red" title={t('detail.errorTitle')} data-testid="feed-error">
            {feed.errorMessage}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('list.lastRun')}: <LastRunLine run={run} />
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * /comparison/product-feed/:id: the feed's form, its state live (productFeedChanged, no
 * polling; reaching confirming_structure reads the feed at once for the structure step),
 * the structure confirmation, the problems, the shop's data mapping and the runs.
 */
export function FeedDetailView() {
  const { t } = useTranslation('feeds');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, refetch } = useQuery(ProductFeedDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const shops = useQuery(ComparisonCompaniesDocument);
  const [save, saving] = useMutation(SaveProductFeedDocument);
  const [queue, queueing] = useMutation(QueueProductFeedDocument);
  const [remove, removing] = useMutation(DeleteProductFeedDocument);
  const [confirmStructure, confirmingStructure] = useMutation(ConfirmProductFeedStructureDocument);
  const [confirmMapping, confirmingMapping] = useMutation(ConfirmProductFeedMappingDocument);
  const feed = data?.productFeed;
  // The state shown, to tell when a change must read the feed at once.
  const lastState = useRef<ProductFeedState | null>(null);
  useEffect(() => {
    if (feed) lastState.current = feed.state;
  }, [feed]);

  useFeedLive(
    id,
    () => void refetch(),
    (change) => {
      if (change.deleted) {
        void navigate(feedUrls.list());
        return;
      }
      const previous = lastState.current;
      if (change.state && previous && needsReloadOnStateChange(previous, change.state))
        void refetch();
    },
  );

  if (loading && !feed)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!feed) return <Text c="dimmed">{t('detail.notFound')}</Text>;

  // The panels read again when the feed moves on (a new run, another state).
  const refreshKey = `${feed.state}:${feed.lastRun?.id ?? ''}:${feed.lastRun?.state ?? ''}`;
  const name = feed.companyName ?? feed.url;

  async function queueFeed() {
    try {
      const answer = await queue({ variables: { id } });
      notifySuccess(answer.data!.queueProductFeed.messageKey);
    } catch {
      // The error notice says why (MESSAGE.PRODUCT_FEED_BUSY).
    }
  }

  async function deleteFeed() {
    const sure = await confirmAction({
      title: t('delete.title'),
      text: t('delete.text', { name }),
      confirmLabel: t('delete.confirm'),
    });
    if (!sure) return;
    try {
      await remove({ variables: { id } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
      await navigate(feedUrls.list());
    } catch {
      // The error notice says why.
    }
  }

  async function confirmTheMapping(current: ProductFeedFieldsFragment) {
    try {
      await confirmMapping({ variables: { id, version: current.version } });
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch {
      // The error notice says why (a stale version: reloaded below).
      await refetch();
    }
  }

  const structureFirst = feed.state === 'confirming_structure';
  const structure = (
    <StructureStep
      key={`${feed.version}:${feed.structure.map((entry) => entry.feedKey).join('|')}`}
      feed={feed}
      saving={confirmingStructure.loading}
      onConfirm={async (rows) => {
        await confirmStructure({
          variables: {
            id,
            version: feed.version,
            structure: rows.map((row) => ({ feedKey: row.feedKey, property: row.property })),
          },
        });
        notifySuccess('MESSAGE.CHANGES_SAVED');
      }}
    />
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('detail.title', { name })}</Title>
        <Group>
          <Button onClick={() => void queueFeed()} loading={queueing.loading}>
            {t('detail.queue')}
          </Button>
          <Button
            variant="light"
            color="red"
            onClick={() => void deleteFeed()}
            loading={removing.loading}
          >
            {t('detail.delete')}
          </Button>
          <Button variant="default" onClick={() => void navigate(feedUrls.list())}>
            {t('form.back')}
          </Button>
        </Group>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <StateCard feed={feed} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <FeedForm
            key={feed.id}
            defaults={{
              source: feed.source,
              type: feed.type,
              url: feed.url,
              companyId: feed.companyId ?? null,
              paused: feed.paused,
            }}
            shops={shops.data?.comparisonCompanies ?? []}
            saving={saving.loading}
            onSave={async (values) => {
              // The version of the feed as read last (the runner may have moved it on).
              await save({ variables: { id, input: feedInput(values), version: feed.version } });
              notifySuccess('MESSAGE.CHANGES_SAVED');
            }}
          />
        </Grid.Col>
      </Grid>
      {structureFirst && structure}
      <ProblemsPanel feedId={id} refreshKey={refreshKey} />
      {feed.companyId ? (
        <MappingGroupsPanel
          companyId={feed.companyId}
          companyName={feed.companyName ?? ''}
          refreshKey={refreshKey}
          action={
            feed.state === 'confirming_mapping' && (
              <Button
                color="orange"
                loading={confirmingMapping.loading}
                onClick={() => void confirmTheMapping(feed)}
              >
                {t('detail.confirmMapping')}
              </Button>
            )
          }
        />
      ) : (
        <Stack>
          <Text c="dimmed" size="sm">
            {t('mapping.noShop')}
          </Text>
          {feed.state === 'confirming_mapping' && (
            <Group>
              <Button
                color="orange"
                loading={confirmingMapping.loading}
                onClick={() => void confirmTheMapping(feed)}
              >
                {t('detail.confirmMapping')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {!structureFirst && structure}
      <RunHistory feedId={id} refreshKey={refreshKey} />
    </Stack>
  );
}
