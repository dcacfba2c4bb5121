import {
  Center,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bucketsOf,
  dutchDay,
  GROUP_BYS,
  type CompareWith,
  type DayRange,
  type GroupBy,
} from '#domain/dashboards/calendar-days';
import { MAX_METRIC_BUCKETS } from '#domain/dashboards/dashboard-rules';
import {
  DATE_PRESETS,
  groupByFor,
  presetRange,
  type DatePreset,
} from '#domain/dashboards/lead-generator-metrics-presets';
import { formatMoney } from '#domain/shared/format-money';
import { LeadAndRevenueDocument, LeadGeneratorMetricsProductsDocument } from '../../../gql/graphql';
import { DateRangeField } from '../../../lib/date-field';
import { formatDate } from '../../../lib/format-date';
import { KpiTile } from '../components/kpi-tile';
import { useStaffBusinessLive } from '../hooks/use-lead-generator-dashboard-live';

// recharts loads with the charts, after the figures.
const MetricsCharts = lazy(() =>
  import('../components/lead-generator-metrics-charts').then((m) => ({
    default: m.LeadGeneratorMetricsCharts,
  })),
);

/** The spec polls dashboard metrics every 15 minutes; the aggregates make that cheap. */
const POLL_MS = 900_000;

type Compare = CompareWith | 'none';

/** Read again when the business changes (staff only). */
const LIVE_QUERIES = [LeadAndRevenueDocument];

/**
 * /lead-generator/metrics: the business's leads and revenue over a chosen range (the
 * presets or two dates), by day, week or month, optionally against the period before or a
 * year earlier, for all products or one; per product and per source.
 */
export function LeadGeneratorMetricsView() {
  const { t, i18n } = useTranslation('dashboards');
  const today = dutchDay(new Date());
  const [preset, setPreset] = useState<DatePreset | 'custom'>('last_30_days');
  const [custom, setCustom] = useState<DayRange>(presetRange('last_30_days', today));
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const [chosenGroupBy, setGroupBy] = useState<GroupBy | null>(null);
  const fits = (groupBy: GroupBy) => bucketsOf(range, groupBy).length <= MAX_METRIC_BUCKETS;
  const groupBy = chosenGroupBy && fits(chosenGroupBy) ? chosenGroupBy : groupByFor(range);
  const [compare, setCompare] = useState<Compare>('previous_period');
  const [productId, setProductId] = useState<string | null>(null);

  const products = useQuery(LeadGeneratorMetricsProductsDocument);
  useStaffBusinessLive(LIVE_QUERIES);
  const { data, loading } = useQuery(LeadAndRevenueDocument, {
    variables: {
      groupBy,
      startDate: range.start,
      endDate: range.end,
      compareWith: compare === 'none' ? null : compare,
      productId,
    },
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  const figures = data?.leadAndRevenue;
  const date = (day: string) => formatDate(`${day}T12:00:00`, i18n.language);
  const before = figures?.compareTotals ?? null;
  const compared = (value: string) =>
    before && figures?.compareStartDate && figures.compareEndDate
      ? t('compared', {
          value,
          start: date(figures.compareStartDate),
          end: date(figures.compareEndDate),
        })
      : undefined;

  return (
    <Stack>
      <Title order={2}>{t('metrics.title')}</Title>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('metrics.range')}
          data-testid="metrics-preset"
          value={preset}
          allowDeselect={false}
          onChange={(value) => {
            if (!value) return;
            if (value === 'custom') setCustom(range);
            setPreset(value as DatePreset | 'custom');
          }}
          data={[
            ...DATE_PRESETS.map((value) => ({ value, label: t(`metrics.preset.${value}`) })),
            { value: 'custom', label: t('metrics.preset.custom') },
          ]}
        />
        {preset === 'custom' && (
          <DateRangeField
            label={t('metrics.dates')}
            value={[custom.start, custom.end]}
            maxDate={today}
            onChange={([start, end]) => setCustom({ start, end })}
          />
        )}
        <SegmentedControl
          value={groupBy}
          onChange={(value) => setGroupBy(value as GroupBy)}
          data={GROUP_BYS.map((value) => ({
            value,
            label: t(`metrics.groupBy.${value}`),
            disabled: !fits(value),
          }))}
        />
        <Select
          label={t('metrics.compareWith')}
          value={compare}
          allowDeselect={false}
          onChange={(value) => value && setCompare(value as Compare)}
          data={(['none', 'previous_period', 'previous_year'] as const).map((value) => ({
            value,
            label: t(`metrics.compare.${value}`),
          }))}
        />
        <Select
          label={t('metrics.product')}
          placeholder={t('metrics.allProducts')}
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
      <Text c="dimmed" size="sm" data-testid="metrics-period">
        {t('metrics.period', { start: date(range.start), end: date(range.end) })}
      </Text>
      {!figures ? (
        loading && (
          <Center py="xl">
            <Loader />
          </Center>
        )
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <KpiTile
              testId="metrics-leads"
              label={t('leadGenerator.kpi.leads')}
              value={String(figures.totals.leads)}
              current={before ? figures.totals.leads : undefined}
              previous={before?.leads}
              compared={compared(String(before?.leads ?? 0))}
            />
            <KpiTile
              testId="metrics-assigned"
              label={t('leadGenerator.kpi.assigned')}
              value={String(figures.totals.assignedLeads)}
              current={before ? figures.totals.assignedLeads : undefined}
              previous={before?.assignedLeads}
              compared={compared(String(before?.assignedLeads ?? 0))}
            />
            <KpiTile
              testId="metrics-revenue"
              label={t('leadGenerator.kpi.revenue')}
              value={formatMoney(figures.totals.revenueCents)}
              current={before ? figures.totals.revenueCents : undefined}
              previous={before?.revenueCents}
              compared={compared(formatMoney(before?.revenueCents ?? 0))}
            />
            <KpiTile
              testId="metrics-claims"
              label={t('leadGenerator.kpi.claims')}
              value={
                figures.totals.claimsFiled === null || figures.totals.claimsFiled === undefined
                  ? '–'
                  : String(figures.totals.claimsFiled)
              }
              current={
                before?.claimsFiled === null || before?.claimsFiled === undefined
                  ? undefined
                  : (figures.totals.claimsFiled ?? 0)
              }
              previous={before?.claimsFiled ?? undefined}
              compared={
                before?.claimsFiled === null || before?.claimsFiled === undefined
                  ? undefined
                  : compared(String(before.claimsFiled))
              }
              hint={
                figures.totals.claimsFiled === null && (
                  <Text size="xs" c="dimmed">
                    {t('metrics.claimsPerCompany')}
                  </Text>
                )
              }
            />
          </SimpleGrid>
          <Suspense
            fallback={
              <Center py="xl">
                <Loader />
              </Center>
            }
          >
            <MetricsCharts figures={figures} />
          </Suspense>
        </>
      )}
    </Stack>
  );
}
