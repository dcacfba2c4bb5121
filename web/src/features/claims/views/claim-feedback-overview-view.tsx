import { useMemo } from 'react';
import { currentSearchParams } from '../../../lib/current-search-params';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CLAIM_REASONS } from '#domain/claims/claim-reasons';
import { ClaimFeedbackStatsDocument } from '../../../gql/graphql';
import { ClaimStatsFilters } from '../components/claim-stats-filters';
import { StackedBarChart } from '../components/stacked-bar-chart';
import {
  claimStatsInput,
  claimStatsSearch,
  parseClaimStatsParams,
  type ClaimStatsParams,
} from '../stats-params';

const REASON_COLORS = ['blue', 'teal', 'grape', 'orange', 'red', 'cyan', 'gray'];

/** /claim-feedback-overview: what companies gave as reasons, per month, with how each was decided. */
export function ClaimFeedbackOverviewView() {
  const { t } = useTranslation('claims');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseClaimStatsParams(searchParams), [searchParams]);
  const latest = () => parseClaimStatsParams(currentSearchParams());
  const { data, previousData } = useQuery(ClaimFeedbackStatsDocument, {
    variables: { input: claimStatsInput(params) },
  });
  const stats = (data ?? previousData)?.claimFeedbackStats;
  const go = (change: Partial<ClaimStatsParams>) =>
    setSearchParams(claimStatsSearch({ ...latest(), ...change }));
  const months = [...new Set((stats?.months ?? []).map((row) => row.month ?? ''))];
  return (
    <Stack>
      <Title order={2}>{t('stats.feedbackTitle')}</Title>
      <ClaimStatsFilters params={params} onChange={go} />
      {stats && (
        <StackedBarChart
          title={t('stats.feedbackChart')}
          series={CLAIM_REASONS.map((reason, index) => ({
            key: reason,
            label: t(`reason.${reason}`),
            color: `var(--mantine-color-${REASON_COLORS[index % REASON_COLORS.length]}-6)`,
          }))}
          bars={months.map((month) => ({
            label: month,
            values: Object.fromEntries(
              (stats.months ?? [])
                .filter((row) => row.month === month)
                .map((row) => [row.description, row.claimTotal]),
            ),
          }))}
        />
      )}
      <Paper withBorder radius="md" p="md">
        <Table striped data-testid="claim-feedback-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stats.reason')}</Table.Th>
              <Table.Th ta="right">{t('stats.claimTotal')}</Table.Th>
              <Table.Th ta="right">{t('stats.claimAccepted')}</Table.Th>
              <Table.Th ta="right">{t('stats.claimDenied')}</Table.Th>
              <Table.Th ta="right">{t('stats.claimOther')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats?.totals.map((row) => (
              <Table.Tr key={row.description}>
                <Table.Td>{t(`reason.${row.description}`)}</Table.Td>
                <Table.Td ta="right">{row.claimTotal}</Table.Td>
                <Table.Td ta="right">{row.claimAccepted}</Table.Td>
                <Table.Td ta="right">{row.claimDenied}</Table.Td>
                <Table.Td ta="right">{row.claimOther}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {stats?.totals.length === 0 && <Text c="dimmed">{t('stats.empty')}</Text>}
      </Paper>
    </Stack>
  );
}
