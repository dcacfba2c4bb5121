import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dutchDay } from '#domain/dashboards/calendar-days';
import {
  DATE_PRESETS,
  presetRange,
  type DatePreset,
} from '#domain/dashboards/lead-generator-metrics-presets';
import { formatMoney } from '#domain/shared/format-money';
import { CompanyStatsDocument } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { KpiTile } from './kpi-tile';

type Choice = 'default' | DatePreset;

/**
 * A company's figures (docs/dashboards.md, company stats): leads, revenue and claims in a
 * period against the period before, per product, and the period as CSV. The default
 * period is the api's: all time, for a partner company the previous month.
 */
export function CompanyStatsCard({
  companyId,
  isPartner,
}: {
  companyId: string;
  isPartner: boolean;
}) {
  const { t, i18n } = useTranslation('company-stats');
  // The presets' names are the metrics screen's.
  const { t: tDashboards } = useTranslation('dashboards');
  const [choice, setChoice] = useState<Choice>('default');
  const range = useMemo(
    () => (choice === 'default' ? null : presetRange(choice, dutchDay(new Date()))),
    [choice],
  );
  const { data, loading, error } = useQuery(CompanyStatsDocument, {
    variables: { companyId, startDate: range?.start ?? null, endDate: range?.end ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const stats = data?.companyStats;
  // Days are calendar days: read at noon, so no time zone moves them.
  const date = (day: string) => formatDate(`${day}T12:00:00`, i18n.language);
  const compared = (value: string) =>
    stats?.compareStartDate && stats.compareEndDate
      ? t('compared', {
          value,
          start: date(stats.compareStartDate),
          end: date(stats.compareEndDate),
        })
      : undefined;

  const options = [
    { value: 'default', label: t(isPartner ? 'preset.defaultPartner' : 'preset.default') },
    ...DATE_PRESETS.filter((value) => value !== 'all_time' || isPartner).map((value) => ({
      value,
      label: tDashboards(`metrics.preset.${value}`),
    })),
  ];

  return (
    <Paper withBorder p="md" radius="md" data-testid="company-stats">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={3}>{t('title')}</Title>
            {stats && (
              <Text size="sm" c="dimmed" data-testid="company-stats-period">
                {stats.allTime
                  ? t('periodAllTime', { end: date(stats.endDate) })
                  : t('period', { start: date(stats.startDate), end: date(stats.endDate) })}
              </Text>
            )}
          </div>
          <Group align="flex-end">
            <Select
              label={t('preset.label')}
              data={options}
              value={choice}
              allowDeselect={false}
              onChange={(value) => value && setChoice(value as Choice)}
              data-testid="company-stats-preset"
              w={200}
            />
            {stats && (
              <Button component="a" href={stats.csvUrl} download variant="default">
                {t('csv')}
              </Button>
            )}
          </Group>
        </Group>
        {!stats ? (
          loading ? (
            <Center py="md">
              <Loader size="sm" />
            </Center>
          ) : error ? (
            <Text c="red">{t('unavailable')}</Text>
          ) : null
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <KpiTile
                testId="company-stats-leads"
                label={t('leads')}
                value={String(stats.totals.leads)}
                current={stats.compareTotals ? stats.totals.leads : undefined}
                previous={stats.compareTotals?.leads}
                compared={compared(String(stats.compareTotals?.leads ?? 0))}
              />
              <KpiTile
                testId="company-stats-revenue"
                label={t('revenue')}
                value={formatMoney(stats.totals.revenueCents)}
                current={stats.compareTotals ? stats.totals.revenueCents : undefined}
                previous={stats.compareTotals?.revenueCents}
                compared={compared(formatMoney(stats.compareTotals?.revenueCents ?? 0))}
              />
              <KpiTile
                testId="company-stats-claims-filed"
                label={t('claimsFiled')}
                value={String(stats.totals.claimsFiled)}
                current={stats.compareTotals ? stats.totals.claimsFiled : undefined}
                previous={stats.compareTotals?.claimsFiled}
                compared={compared(String(stats.compareTotals?.claimsFiled ?? 0))}
              />
              <KpiTile
                testId="company-stats-claims-accepted"
                label={t('claimsAccepted')}
                value={String(stats.totals.claimsAccepted)}
                current={stats.compareTotals ? stats.totals.claimsAccepted : undefined}
                previous={stats.compareTotals?.claimsAccepted}
                compared={compared(String(stats.compareTotals?.claimsAccepted ?? 0))}
                hint={
                  <Text size="xs" c="dimmed">
                    {t('credited', { amount: formatMoney(stats.totals.creditedCents) })}
                  </Text>
                }
              />
            </SimpleGrid>
            {stats.perProduct.length === 0 ? (
              <Text c="dimmed">{t('noProducts')}</Text>
            ) : (
              <Table striped data-testid="company-stats-products">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('product')}</Table.Th>
                    <Table.Th ta="right">{t('leads')}</Table.Th>
                    <Table.Th ta="right">{t('revenue')}</Table.Th>
                    {stats.compareTotals && (
                      <>
                        <Table.Th ta="right">{t('compareLeads')}</Table.Th>
                        <Table.Th ta="right">{t('compareRevenue')}</Table.Th>
                      </>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {stats.perProduct.map((row) => (
                    <Table.Tr key={row.productId}>
                      <Table.Td>{row.productName}</Table.Td>
                      <Table.Td ta="right">{row.leads}</Table.Td>
                      <Table.Td ta="right">{formatMoney(row.revenueCents)}</Table.Td>
                      {stats.compareTotals && (
                        <>
                          <Table.Td ta="right">{row.compareLeads ?? 0}</Table.Td>
                          <Table.Td ta="right">
                            {formatMoney(row.compareRevenueCents ?? 0)}
                          </Table.Td>
                        </>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
