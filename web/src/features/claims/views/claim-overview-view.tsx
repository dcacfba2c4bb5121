import { useMemo } from 'react';
import { currentSearchParams } from '../../../lib/current-search-params';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ClaimStatsDocument } from '../../../gql/graphql';
import { ClaimFigures } from '../components/claim-figures';
import { ClaimStatsFilters } from '../components/claim-stats-filters';
import { StackedBarChart } from '../components/stacked-bar-chart';
import {
  claimStatsInput,
  claimStatsSearch,
  monthsOf,
  parseClaimStatsParams,
  type ClaimStatsParams,
} from '../stats-params';

const COLUMNS = [
  'leadTotal',
  'leadBad',
  'claimTotal',
  'claimAccepted',
  'claimDenied',
  'claimOther',
] as const;

/** /claim-overview: leads, bad leads and claims per month, with a chart. */
export function ClaimOverviewView() {
  const { t } = useTranslation('claims');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseClaimStatsParams(searchParams), [searchParams]);
  const latest = () => parseClaimStatsParams(currentSearchParams());
  const { data, previousData } = useQuery(ClaimStatsDocument, {
    variables: { input: claimStatsInput(params) },
  });
  const stats = (data ?? previousData)?.claimStats;
  const go = (change: Partial<ClaimStatsParams>) =>
    setSearchParams(claimStatsSearch({ ...latest(), ...change }));
  return (
    <Stack>
      <Title order={2}>{t('stats.overviewTitle')}</Title>
      <ClaimStatsFilters params={params} onChange={go} />
      {stats && <ClaimFigures totals={stats.totals} />}
      {stats && (
        <StackedBarChart
          title={t('stats.chart')}
          series={[
            {
              key: 'accepted',
              label: t('stats.claimAccepted'),
              color: 'var(--mantine-color-teal-6)',
            },
            { key: 'denied', label: t('stats.claimDenied'), color: 'var(--mantine-color-red-6)' },
            { key: 'other', label: t('stats.claimOther'), color: 'var(--mantine-color-yellow-5)' },
          ]}
          bars={monthsOf(params).map((label) => {
            const month = stats.months.find((row) => row.month === label);
            return {
              label,
              values: {
                accepted: month?.claimAccepted ?? 0,
                denied: month?.claimDenied ?? 0,
                other: month?.claimOther ?? 0,
              },
            };
          })}
        />
      )}
      <Paper withBorder radius="md" p="md">
        <Table.ScrollContainer minWidth={600}>
          <Table striped data-testid="claim-stats-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stats.month')}</Table.Th>
                {COLUMNS.map((column) => (
                  <Table.Th key={column} ta="right">
                    {t(`stats.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats?.months.map((month) => (
                <Table.Tr key={month.month}>
                  <Table.Td>{month.month}</Table.Td>
                  {COLUMNS.map((column) => (
                    <Table.Td key={column} ta="right">
                      {month[column]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {stats && stats.months.length > 0 && (
                <Table.Tr fw={700}>
                  <Table.Td>{t('stats.total')}</Table.Td>
                  {COLUMNS.map((column) => (
                    <Table.Td key={column} ta="right">
                      {stats.totals[column]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {stats?.months.length === 0 && <Text c="dimmed">{t('stats.empty')}</Text>}
      </Paper>
    </Stack>
  );
}
