import {
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bucketStart, dutchDay, lastDays, type DayRange } from '#domain/dashboards/calendar-days';
import { formatMoney } from '#domain/shared/format-money';
import { PartnerDashboardDocument, type MetricsGroupBy } from '../../../gql/graphql';
import { useCurrentCompany } from '../../../lib/current-company';
import { formatDate } from '../../../lib/format-date';
import { useViewer } from '../../../lib/viewer';
import { KpiTile } from '../components/kpi-tile';
import { PartnerClaimsCard } from '../components/partner-claims-card';
import { PartnerCompanyTable } from '../components/partner-company-table';
import { PartnerProductTable } from '../components/partner-product-table';
import { PartnerTodayCard } from '../components/partner-today-card';
import { usePartnerDashboardLive } from '../hooks/use-partner-dashboard-live';

// The chart brings recharts: it loads after the figures.
const PartnerPeriodChart = lazy(() =>
  import('../components/partner-period-chart').then((m) => ({ default: m.PartnerPeriodChart })),
);

const PRESETS = ['previousMonth', 'thisMonth', 'last30', 'last90', 'thisYear'] as const;
type Preset = (typeof PRESETS)[number];

/** The days of a preset; the previous month is the api's own default (null: ask without dates). */
function rangeOf(
  preset: Preset,
  today: string,
): { range: DayRange | null; groupBy: MetricsGroupBy } {
  if (preset === 'thisMonth')
    return {
      range: { start: bucketStart(today, 'month'), end: today },
      groupBy: 'day',
    };
  if (preset === 'last30') return { range: lastDays(today, 30), groupBy: 'day' };
  if (preset === 'last90') return { range: lastDays(today, 90), groupBy: 'week' };
  if (preset === 'thisYear')
    return {
      range: { start: `${today.slice(0, 4)}-01-01`, end: today },
      groupBy: 'month',
    };
  return { range: null, groupBy: 'day' };
}

/**
 * /partner/dashboard, the partner's home: the leads it sent in the period (the previous
 * month unless chosen) by outcome against the period before, per product, what it and
 * the companies it manages bought and claimed, a chart per day, week or month, the
 * leads it sent today and the claims it decides. A claim partner's home is the claims.
 */
export function PartnerDashboardView() {
  const { t, i18n } = useTranslation('dashboards');
  const { company, companies } = useCurrentCompany();
  const { viewer } = useViewer();
  // A claim partner (without the partner role) decides claims: its home is those claims.
  const sendsLeads = viewer?.roles.includes('ROLE_LEAD_PARTNER') ?? false;
  const partner = companies.find((candidate) => candidate.isPartner) ?? company;
  const [preset, setPreset] = useState<Preset>('previousMonth');
  const choice = useMemo(() => rangeOf(preset, dutchDay(new Date())), [preset]);
  const { data, loading, error, refetch } = useQuery(PartnerDashboardDocument, {
    variables: {
      companyId: partner ? String(partner.id) : '',
      startDate: choice.range?.start ?? null,
      endDate: choice.range?.end ?? null,
      groupBy: choice.groupBy,
    },
    skip: !partner,
    fetchPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => void refetch(), [refetch]);
  usePartnerDashboardLive(partner ? String(partner.id) : null, refresh);

  if (!partner) return <Text c="dimmed">{t('noCompany')}</Text>;
  if (!data)
    return loading ? (
      <Center py="xl">
        <Loader />
      </Center>
    ) : error ? (
      <Text c="red">{t('partner.unavailable')}</Text>
    ) : null;
  const home = data.partnerDashboard;
  // Days are calendar days: read at noon, so no time zone moves them.
  const date = (day: string) => formatDate(`${day}T12:00:00`, i18n.language);
  const compared = (value: string | number) =>
    t('compared', {
      value: String(value),
      start: date(home.compareStartDate),
      end: date(home.compareEndDate),
    });
  const count = (key: 'sent' | 'accepted' | 'assigned' | 'rejected' | 'claimed') => (
    <KpiTile
      key={key}
      testId={`partner-kpi-${key}`}
      label={t(`partner.counts.${key}`)}
      value={String(home.totals[key])}
      current={home.totals[key]}
      previous={home.compareTotals[key]}
      compared={compared(home.compareTotals[key])}
    />
  );

  const claimTiles = (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <KpiTile
        testId="partner-kpi-claims-open"
        label={t('partner.claims.kpiOpen')}
        value={String(home.claims.open)}
      />
      <KpiTile
        testId="partner-kpi-claims-accepted"
        label={t('partner.claims.kpiAccepted')}
        value={String(home.claims.accepted)}
      />
      <KpiTile
        testId="partner-kpi-claims-denied"
        label={t('partner.claims.kpiDenied')}
        value={String(home.claims.denied)}
      />
    </SimpleGrid>
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{t('partner.title')}</Title>
          <Text c="dimmed" size="sm" data-testid="partner-dashboard-period">
            {t('partner.period', { start: date(home.startDate), end: date(home.endDate) })}
          </Text>
        </div>
        <Group align="flex-end">
          <Text c="dimmed">{home.partnerName}</Text>
          <Select
            label={t('partner.preset.label')}
            data={PRESETS.map((value) => ({ value, label: t(`partner.preset.${value}`) }))}
            value={preset}
            onChange={(value) => value && setPreset(value as Preset)}
            allowDeselect={false}
            w={200}
            data-testid="partner-period-select"
          />
        </Group>
      </Group>

      {!sendsLeads && claimTiles}
      {!sendsLeads && <PartnerClaimsCard claims={home.claims} />}
      {sendsLeads && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }}>
            {count('sent')}
            {count('accepted')}
            {count('assigned')}
            {count('rejected')}
            {count('claimed')}
            <KpiTile
              testId="partner-kpi-cost"
              label={t('partner.kpi.cost')}
              value={formatMoney(home.cost.costCents)}
              current={home.cost.costCents}
              previous={home.cost.compareCostCents}
              compared={compared(formatMoney(home.cost.compareCostCents))}
              hint={
                <Text size="xs" c="dimmed">
                  {t('partner.kpi.costHint', { count: home.cost.leads })}
                </Text>
              }
            />
          </SimpleGrid>

          <Paper withBorder p="md" radius="md">
            <Title order={4} mb="sm">
              {t(`partner.chart.${home.groupBy}`)}
            </Title>
            <Suspense fallback={<Loader size="sm" />}>
              <PartnerPeriodChart points={home.series} />
            </Suspense>
          </Paper>

          <Grid>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <PartnerProductTable rows={home.perProduct} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <PartnerCompanyTable rows={home.perCompany} />
            </Grid.Col>
          </Grid>

          <PartnerTodayCard leads={home.today} total={home.todayTotal} />
          {claimTiles}
          <PartnerClaimsCard claims={home.claims} />
        </>
      )}
    </Stack>
  );
}
