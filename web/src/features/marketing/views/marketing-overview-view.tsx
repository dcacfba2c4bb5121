import {
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
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dutchDay, type DayRange } from '#domain/dashboards/calendar-days';
import {
  DATE_PRESETS,
  presetRange,
  type DatePreset,
} from '#domain/dashboards/lead-generator-metrics-presets';
import { changePercent } from '#domain/dashboards/period-change';
import { MARKETING_MODES, productMarketingMode } from '#domain/leads/marketing-modes';
import { formatMoney } from '#domain/shared/format-money';
import { MarketingProductsDocument, MarketingStatsDocument } from '../../../gql/graphql';
import { DateRangeField } from '../../../lib/date-field';
import { formatDate } from '../../../lib/format-date';
import { KpiTile } from '../../dashboards';
import { useStaffBusinessLive } from '../../dashboards';

// recharts loads with the chart, after the figures.
const MarketingStatsChart = lazy(() =>
  import('../components/marketing-stats-chart').then((m) => ({ default: m.MarketingStatsChart })),
);

/** The chart shows the groups with the most leads. */
const CHART_GROUPS = 12;

/** Read again when the business changes (staff only). */
const LIVE_QUERIES = [MarketingStatsDocument];

/**
 * /marketing-overview: where the period's leads came from, grouped by the chosen mode
 * (docs/marketing.md), for all products or one, against the period just before.
 */
export function MarketingOverviewView() {
  const { t, i18n } = useTranslation('marketing');
  const today = dutchDay(new Date());
  const [mode, setMode] = useState<string>('all');
  const [preset, setPreset] = useState<DatePreset | 'custom'>('last_30_days');
  const [custom, setCustom] = useState<DayRange>(presetRange('last_30_days', today));
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const [productId, setProductId] = useState<string | null>(null);
  const products = useQuery(MarketingProductsDocument);
  useStaffBusinessLive(LIVE_QUERIES);
  const { data, loading } = useQuery(MarketingStatsDocument, {
    variables: { mode, productId, startDate: range.start, endDate: range.end },
    fetchPolicy: 'cache-and-network',
  });
  const stats = data?.marketingStats;
  const date = (day: string) => formatDate(`${day}T12:00:00`, i18n.language);
  const byChannel = mode === 'all' || mode.startsWith('mijn-');
  const labelOf = (row: { id: string; label: string }) =>
    row.id === ''
      ? t('overview.none')
      : byChannel
        ? t(`channel.${row.id}`, { defaultValue: row.label })
        : row.label;
  const modes = [
    ...MARKETING_MODES.map((value) => ({ value, label: t(`mode.${value}`) })),
    ...(products.data?.products ?? []).map((product) => ({
      value: productMarketingMode(product.discr),
      label: t('mode.product', { product: product.name }),
    })),
  ];
  const compared = (value: string) => t('overview.compared', { value });
  const change = (current: number, previous: number) => {
    const percent = changePercent(current, previous);
    return percent === null ? '–' : `${percent > 0 ? '+' : ''}${percent}%`;
  };

  return (
    <Stack>
      <Title order={2}>{t('overview.title')}</Title>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('overview.mode')}
          data-testid="marketing-mode"
          value={mode}
          allowDeselect={false}
          searchable
          onChange={(value) => value && setMode(value)}
          data={modes}
        />
        <Select
          label={t('overview.range')}
          data-testid="marketing-preset"
          value={preset}
          allowDeselect={false}
          onChange={(value) => {
            if (!value) return;
            if (value === 'custom') setCustom(range);
            setPreset(value as DatePreset | 'custom');
          }}
          data={[
            ...DATE_PRESETS.map((value) => ({ value, label: t(`preset.${value}`) })),
            { value: 'custom', label: t('preset.custom') },
          ]}
        />
        {preset === 'custom' && (
          <DateRangeField
            label={t('overview.dates')}
            value={[custom.start, custom.end]}
            maxDate={today}
            onChange={([start, end]) => setCustom({ start, end })}
          />
        )}
        <Select
          label={t('overview.product')}
          placeholder={t('overview.allProducts')}
          data-testid="marketing-product"
          clearable
          searchable
          value={productId}
          onChange={setProductId}
          data={(products.data?.products ?? []).map((product) => ({
            value: product.id,
            label: product.name,
          }))}
        />
      </Group>
      {stats && (
        <Text c="dimmed" size="sm" data-testid="marketing-period">
          {t('overview.period', {
            start: date(stats.startDate),
            end: date(stats.endDate),
            compareStart: date(stats.compareStartDate),
            compareEnd: date(stats.compareEndDate),
          })}
        </Text>
      )}
      {!stats ? (
        loading && (
          <Center py="xl">
            <Loader />
          </Center>
        )
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <KpiTile
              testId="marketing-leads"
              label={t('overview.kpi.leads')}
              value={String(stats.totals.leads)}
              current={stats.totals.leads}
              previous={stats.compareTotals.leads}
              compared={compared(String(stats.compareTotals.leads))}
            />
            <KpiTile
              testId="marketing-assigned"
              label={t('overview.kpi.assigned')}
              value={String(stats.totals.assignedLeads)}
              current={stats.totals.assignedLeads}
              previous={stats.compareTotals.assignedLeads}
              compared={compared(String(stats.compareTotals.assignedLeads))}
            />
            <KpiTile
              testId="marketing-revenue"
              label={t('overview.kpi.revenue')}
              value={formatMoney(stats.totals.revenueCents)}
              current={stats.totals.revenueCents}
              previous={stats.compareTotals.revenueCents}
              compared={compared(formatMoney(stats.compareTotals.revenueCents))}
            />
          </SimpleGrid>
          {stats.rows.length === 0 ? (
            <Text c="dimmed">{t('overview.empty')}</Text>
          ) : (
            <>
              <Paper withBorder radius="md">
                <Table.ScrollContainer minWidth={720}>
                  <Table striped data-testid="marketing-table">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('overview.column.group')}</Table.Th>
                        <Table.Th ta="right">{t('overview.column.leads')}</Table.Th>
                        <Table.Th ta="right">{t('overview.column.assigned')}</Table.Th>
                        <Table.Th ta="right">{t('overview.column.revenue')}</Table.Th>
                        <Table.Th ta="right">{t('overview.column.previous')}</Table.Th>
                        <Table.Th ta="right">{t('overview.column.change')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {stats.rows.map((row) => (
                        <Table.Tr key={row.id} data-testid="marketing-row">
                          <Table.Td>{labelOf(row)}</Table.Td>
                          <Table.Td ta="right">{row.leads}</Table.Td>
                          <Table.Td ta="right">{row.assignedLeads}</Table.Td>
                          <Table.Td ta="right">{formatMoney(row.revenueCents)}</Table.Td>
                          <Table.Td ta="right">
                            {row.compareLeads} · {formatMoney(row.compareRevenueCents)}
                          </Table.Td>
                          <Table.Td ta="right">{change(row.leads, row.compareLeads)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                    <Table.Tfoot>
                      <Table.Tr fw={600}>
                        <Table.Td>{t('overview.total')}</Table.Td>
                        <Table.Td ta="right">{stats.totals.leads}</Table.Td>
                        <Table.Td ta="right">{stats.totals.assignedLeads}</Table.Td>
                        <Table.Td ta="right">{formatMoney(stats.totals.revenueCents)}</Table.Td>
                        <Table.Td ta="right">
                          {stats.compareTotals.leads} ·{' '}
                          {formatMoney(stats.compareTotals.revenueCents)}
                        </Table.Td>
                        <Table.Td ta="right">
                          {change(stats.totals.leads, stats.compareTotals.leads)}
                        </Table.Td>
                      </Table.Tr>
                    </Table.Tfoot>
                  </Table>
                </Table.ScrollContainer>
              </Paper>
              <Suspense
                fallback={
                  <Center py="xl">
                    <Loader />
                  </Center>
                }
              >
                <MarketingStatsChart
                  rows={stats.rows.slice(0, CHART_GROUPS).map((row) => ({
                    group: labelOf(row),
                    leads: row.leads,
                    compareLeads: row.compareLeads,
                  }))}
                />
              </Suspense>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
