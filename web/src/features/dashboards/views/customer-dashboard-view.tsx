import { Center, Grid, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAccess } from '#domain/accounts/access';
import { findRoute } from '#domain/routing/routes';
import { formatMoney } from '#domain/shared/format-money';
import { CompanyDashboardDocument } from '../../../gql/graphql';
import { useCurrentCompany } from '../../../lib/current-company';
import { formatDate } from '../../../lib/format-date';
import { useViewer } from '../../../lib/viewer';
import { CapsCard } from '../components/caps-card';
import { KpiTile } from '../components/kpi-tile';
import { LatestLeadsCard } from '../components/latest-leads-card';
import { useCompanyDashboardLive } from '../hooks/use-company-dashboard-live';

// Charts and the map bring recharts and Leaflet: they load after the figures.
const LeadsPerWeekChart = lazy(() =>
  import('../components/leads-per-week-chart').then((m) => ({ default: m.LeadsPerWeekChart })),
);
const LeadMap = lazy(() => import('../components/lead-map').then((m) => ({ default: m.LeadMap })));

/** A way in only where the viewer may go (partners, for one, have no customer lead pages). */
function useMayOpen() {
  const { viewer } = useViewer();
  return (path: string) => {
    const route = findRoute(path);
    return !!route && (!route.permission || hasAccess(viewer?.roles ?? [], route.permission));
  };
}

/**
 * /customer/dashboard, the company's home: the last 29 days against the 29 before, its
 * products against their maxima, what needs doing (planned tasks, open claims and
 * invoices, a low balance; the shell's notice warns of it too), the latest leads, leads per week and a map. It reads again
 * when a change reaches the company (useCompanyDashboardLive), instead of polling.
 */
export function CustomerDashboardView() {
  const { t, i18n } = useTranslation('dashboards');
  const { company } = useCurrentCompany();
  const companyId = company ? String(company.id) : null;
  const mayOpen = useMayOpen();
  const { data, loading, refetch } = useQuery(CompanyDashboardDocument, {
    variables: { companyId: companyId ?? '' },
    skip: !companyId,
    fetchPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => void refetch(), [refetch]);
  useCompanyDashboardLive(companyId, refresh);

  if (!company) return <Text c="dimmed">{t('noCompany')}</Text>;
  if (!data)
    return loading ? (
      <Center py="xl">
        <Loader />
      </Center>
    ) : null;
  const home = data.companyDashboard;
  const tiles = data.mapSettings.tileUrl
    ? { url: data.mapSettings.tileUrl, attribution: data.mapSettings.attribution }
    : null;
  // Days are calendar days: read at noon, so no time zone moves them.
  const date = (day: string) => formatDate(`${day}T12:00:00`, i18n.language);
  const compared = (value: string) =>
    t('compared', { value, start: date(home.compareStartDate), end: date(home.compareEndDate) });
  const linkIf = (path: string) => (mayOpen(path) ? path : undefined);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{t('customer.title')}</Title>
          <Text c="dimmed" size="sm" data-testid="dashboard-period">
            {t('period', { start: date(home.startDate), end: date(home.endDate) })}
          </Text>
        </div>
        <Text c="dimmed">{home.companyName}</Text>
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <KpiTile
          testId="kpi-leads"
          label={t('kpi.leads')}
          value={String(home.leads.count)}
          current={home.leads.count}
          previous={home.leads.compareCount}
          compared={compared(String(home.leads.compareCount))}
          to={linkIf('/customer/lead')}
        />
        <KpiTile
          testId="kpi-spent"
          label={t('kpi.spent')}
          value={formatMoney(home.leads.spentCents)}
          current={home.leads.spentCents}
          previous={home.leads.compareSpentCents}
          compared={compared(formatMoney(home.leads.compareSpentCents))}
        />
        <KpiTile
          testId="kpi-claims"
          label={t('kpi.claims')}
          value={String(home.claims.filed)}
          hint={
            <Text size="xs" c="dimmed">
              {t('kpi.claimsHint', {
                accepted: home.claims.accepted,
                open: home.claims.open,
                credited: formatMoney(home.claims.creditedCents),
              })}
            </Text>
          }
          to={linkIf('/customer/claim')}
        />
        <KpiTile
          testId="kpi-reviews"
          label={t('kpi.reviews')}
          value={
            home.reviews.rating === null || home.reviews.rating === undefined
              ? '–'
              : home.reviews.rating.toLocaleString(i18n.language, { minimumFractionDigits: 1 })
          }
          hint={
            <Text size="xs" c="dimmed">
              {t('kpi.reviewsHint', { count: home.reviews.count })}
            </Text>
          }
          to={linkIf('/customer/reviews')}
        />
        <KpiTile
          testId="kpi-tasks"
          label={t('kpi.tasks')}
          value={String(home.plannedTasks)}
          hint={
            <Text size="xs" c="dimmed">
              {t('kpi.tasksHint')}
            </Text>
          }
          to={linkIf('/customer/lead')}
        />
        {home.balance.isPrepaid && (
          <KpiTile
            testId="kpi-balance"
            label={t('kpi.balance')}
            value={formatMoney(home.balance.balanceCents ?? 0)}
            tone={home.balance.low ? 'warning' : 'default'}
            hint={
              home.balance.low && (
                <Text size="xs" c="orange.8" data-testid="kpi-balance-low">
                  {t('kpi.balanceLow')}
                </Text>
              )
            }
            to={linkIf('/customer/prepaid')}
          />
        )}
        {home.openInvoices && (
          <KpiTile
            testId="kpi-invoices"
            label={t('kpi.invoices')}
            value={formatMoney(home.openInvoices.totalCents)}
            tone={home.openInvoices.count > 0 ? 'warning' : 'default'}
            hint={
              <Text size="xs" c="dimmed">
                {t('kpi.invoicesHint', { count: home.openInvoices.count })}
              </Text>
            }
            to={linkIf('/customer/invoice')}
          />
        )}
      </SimpleGrid>

      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Title order={4} mb="sm">
              {t('perWeek.title')}
            </Title>
            <Suspense fallback={<Loader />}>
              <LeadsPerWeekChart weeks={home.leadsPerWeek} />
            </Suspense>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {home.caps ? (
            <CapsCard caps={home.caps} />
          ) : (
            <Paper withBorder p="md" radius="md" h="100%">
              <Text c="dimmed" size="sm">
                {t('caps.partner')}
              </Text>
            </Paper>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <LatestLeadsCard leads={home.latestLeads} linked={mayOpen('/customer/lead')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" radius="md">
            <Title order={4} mb="sm">
              {t('map.title', { count: home.mapPoints.length })}
            </Title>
            <Suspense fallback={<Loader />}>
              <LeadMap points={home.mapPoints} tiles={tiles} />
            </Suspense>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
