import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductFeedRunsDocument } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';

const RUN_COLOUR: Record<string, string> = {
  queued: 'green',
  running: 'blue',
  waiting: 'orange',
  finished: 'green',
  failed: 'red',
  cancelled: 'gray',
};

/** 1,2 s / 3 min 4 s: how long a step or run took. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '–';
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** The feed's runs, newest first: when, state, how long each step took, items, offers, problems. */
export function RunHistory({ feedId, refreshKey }: { feedId: string; refreshKey: string }) {
  const { t, i18n } = useTranslation('feeds');
  const { data, refetch } = useQuery(ProductFeedRunsDocument, {
    variables: { id: feedId },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    void refetch();
  }, [refreshKey, refetch]);
  const runs = data?.productFeedRuns.items ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid="feed-runs">
      <Stack>
        <Title order={4}>{t('runs.title')}</Title>
        {runs.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('runs.none')}
          </Text>
        ) : (
          <Table fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('runs.started')}</Table.Th>
                <Table.Th>{t('runs.state')}</Table.Th>
                <Table.Th>{t('runs.steps')}</Table.Th>
                <Table.Th ta="right">{t('runs.duration')}</Table.Th>
                <Table.Th ta="right">{t('runs.items')}</Table.Th>
                <Table.Th>{t('runs.offers')}</Table.Th>
                <Table.Th ta="right">{t('runs.problems')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.map((run) => (
                <Table.Tr key={run.id} data-testid="feed-run-row">
                  <Table.Td>
                    {formatDateTime(run.startedAt ?? run.createdAt, i18n.language)}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={RUN_COLOUR[run.state] ?? 'gray'}>
                      {t(`runs.${run.state}`)}
                    </Badge>
                    {run.errorMessage && (
                      <Text size="xs" c="red">
                        {run.errorMessage}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {run.stepDurations.map((step) => (
                      <Text key={step.step} size="xs">
                        {t(`runs.${step.step}`)}: {formatDuration(step.ms)}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td ta="right">{formatDuration(run.durationMs)}</Table.Td>
                  <Table.Td ta="right">
                    {run.itemsTotal === null || run.itemsTotal === undefined
                      ? run.itemsProcessed
                      : `${run.itemsProcessed} / ${run.itemsTotal}`}
                  </Table.Td>
                  <Table.Td>
                    {t('runs.offersLine', {
                      written: run.offersWritten,
                      retired: run.offersRetired,
                    })}
                  </Table.Td>
                  <Table.Td ta="right">
                    {run.problemCounts.reduce((sum, kind) => sum + kind.count, 0)}
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
