import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyProductFeedsDocument } from '../../../gql/graphql';
import { feedUrls } from '../urls';
import { FeedStateBadge } from './feed-state-badge';

/**
 * A shop's product feeds on the company screen, each linking to its detail, and "add a
 * feed" for this shop. The company screen shows it to comparison editors only.
 */
export function CompanyFeedsCard({ companyId }: { companyId: string }) {
  const { t } = useTranslation('feeds');
  const { data } = useQuery(CompanyProductFeedsDocument, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
  });
  const feeds = data?.companyProductFeeds.items ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid="company-feeds-card">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{t('company.title')}</Title>
          <Button size="xs" variant="light" component={Link} to={feedUrls.new(companyId)}>
            {t('company.add')}
          </Button>
        </Group>
        {data && feeds.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('company.none')}
          </Text>
        ) : (
          <Table>
            <Table.Tbody>
              {feeds.map((feed) => (
                <Table.Tr key={feed.id}>
                  <Table.Td>
                    <Anchor component={Link} to={feedUrls.feed(feed.id)} size="sm">
                      {t(`source.${feed.source}`)} · {feed.type.toUpperCase()}
                    </Anchor>
                    <Text size="xs" c="dimmed" truncate="end" maw={360}>
                      {feed.url}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <FeedStateBadge feed={feed} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
