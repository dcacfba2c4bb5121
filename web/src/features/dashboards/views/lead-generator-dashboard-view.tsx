import { Anchor, Center, Grid, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { hasAccess } from '#domain/accounts/access';
import { BUSINESS_METRICS } from '#domain/dashboards/dashboard-rules';
import {
  BROKEN_LINKS,
  CERTIFICATION_REVIEWS,
  CHANGE_REQUESTS,
  EMAIL_LOG,
  LEAD_GENERATOR_WORK_LISTS,
  PARTNER_REQUEST_DELETE,
  PARTNER_REQUEST_FAILURES,
  PLAZA_PURCHASES,
  REVIEW_APPROVALS,
} from '#domain/dashboards/lead-generator-home-rules';
import { PERFECT_VIEW } from '#domain/dashboards/perfect-view';
import { findRoute } from '#domain/routing/routes';
import { formatMoney } from '#domain/shared/format-money';
import { LeadAndRevenueDocument } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { useViewer } from '../../../lib/viewer';
import { KpiTile } from '../components/kpi-tile';
import { useLeadGeneratorDashboardLive } from '../hooks/use-lead-generator-dashboard-live';
import { ChangeRequestsList } from './lead-generator-change-requests';
import {
  BrokenLinksList,
  CertificationReviewsList,
  PlazaPurchasesList,
  ReviewApprovalsList,
} from './lead-generator-lists';
import { FailedPartnerRequestsList } from './lead-generator-partner-requests';
import { UnsentMailsList } from './lead-generator-unsent-mails';
import { PerfectViewCard } from './perfect-view-card';
import {
  CompaniesWithLowBalanceList,
  CompaniesWithoutLeadsList,
  CompanyActivitiesList,
  PaidInvoicesList,
  UnapprovedCompaniesList,
} from './lead-generator-work-lists';

/**
 * /lead-generator/dashboard, the lead managers' home: the business's last 29 days against
 * the 29 before (read from the day aggregates), then what needs doing today. Figures and
 * the mail log show only to the roles the api gives them to.
 */
export function LeadGeneratorDashboardView() {
  const { t } = useTranslation('dashboards');
  const { viewer } = useViewer();
  const roles = viewer?.roles ?? [];
  const seesFigures = hasAccess(roles, BUSINESS_METRICS);
  // Figures and lists follow the outbox (new leads, claims, payments, approvals …).
  useLeadGeneratorDashboardLive(hasAccess(roles, LEAD_GENERATOR_WORK_LISTS));
  const mayOpen = (path: string) => {
    const route = findRoute(path);
    return !!route && (!route.permission || hasAccess(roles, route.permission));
  };
  return (
    <Stack>
      <Title order={2}>{t('leadGenerator.title')}</Title>
      {seesFigures && <BusinessFigures linkIf={(path) => (mayOpen(path) ? path : undefined)} />}
      <Grid>
        {hasAccess(roles, EMAIL_LOG) && (
          <Grid.Col span={12}>
            <UnsentMailsList />
          </Grid.Col>
        )}
        {hasAccess(roles, PARTNER_REQUEST_FAILURES) && (
          <Grid.Col span={12}>
            <FailedPartnerRequestsList mayDelete={hasAccess(roles, PARTNER_REQUEST_DELETE)} />
          </Grid.Col>
        )}
        {hasAccess(roles, CHANGE_REQUESTS) && (
          <Grid.Col span={12}>
            <ChangeRequestsList />
          </Grid.Col>
        )}
        {hasAccess(roles, PERFECT_VIEW) && (
          <Grid.Col span={12}>
            <PerfectViewCard />
          </Grid.Col>
        )}
        {hasAccess(roles, REVIEW_APPROVALS) && (
          <Grid.Col span={12}>
            <ReviewApprovalsList />
          </Grid.Col>
        )}
        {hasAccess(roles, CERTIFICATION_REVIEWS) && (
          <Grid.Col span={12}>
            <CertificationReviewsList />
          </Grid.Col>
        )}
        {hasAccess(roles, LEAD_GENERATOR_WORK_LISTS) && (
          <>
            <Grid.Col span={12}>
              <UnapprovedCompaniesList />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <CompaniesWithLowBalanceList />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <CompaniesWithoutLeadsList />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              {mayOpen('/invoice') && <PaidInvoicesList />}
            </Grid.Col>
            <Grid.Col span={12}>
              <CompanyActivitiesList />
            </Grid.Col>
          </>
        )}
        {hasAccess(roles, PLAZA_PURCHASES) && (
          <Grid.Col span={12}>
            <PlazaPurchasesList />
          </Grid.Col>
        )}
        {hasAccess(roles, BROKEN_LINKS) && (
          <Grid.Col span={12}>
            <BrokenLinksList />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}

/** Leads, revenue and claims of the last 29 days against the 29 before. */
function BusinessFigures({ linkIf }: { linkIf: (path: string) => string | undefined }) {
  const { t, i18n } = useTranslation('dashboards');
  const { data, loading } = useQuery(LeadAndRevenueDocument, {
    variables: { groupBy: 'day', compareWith: 'previous_period' },
    fetchPolicy: 'cache-and-network',
    // The spec polls dashboard metrics every 15 minutes; the aggregates make that cheap.
    pollInterval: 900_000,
  });
  if (!data)
    return loading ? (
      <Center py="md">
        <Loader />
      </Center>
    ) : null;
  const figures = data.leadAndRevenue;
  const now = figures.totals;
  const before = figures.compareTotals;
  // Days are calendar days: read at noon, so no time zone moves them.
  const date = (day: string) => formatDate(`${day}T12:00:00`, i18n.language);
  const compared = (value: string) =>
    before
      ? t('compared', {
          value,
          start: date(figures.compareStartDate ?? ''),
          end: date(figures.compareEndDate ?? ''),
        })
      : undefined;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text c="dimmed" size="sm" data-testid="dashboard-period">
          {t('period', { start: date(figures.startDate), end: date(figures.endDate) })}
        </Text>
        {linkIf('/lead-generator/metrics') && (
          <Anchor component={Link} to="/lead-generator/metrics" size="sm" data-testid="to-metrics">
            {t('leadGenerator.allMetrics')}
          </Anchor>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <KpiTile
          testId="kpi-leads"
          label={t('leadGenerator.kpi.leads')}
          value={String(now.leads)}
          current={now.leads}
          previous={before?.leads}
          compared={compared(String(before?.leads ?? 0))}
          to={linkIf('/lead-generator/lead')}
        />
        <KpiTile
          testId="kpi-assigned"
          label={t('leadGenerator.kpi.assigned')}
          value={String(now.assignedLeads)}
          current={now.assignedLeads}
          previous={before?.assignedLeads}
          compared={compared(String(before?.assignedLeads ?? 0))}
          to={linkIf('/lead-generator/lead')}
        />
        <KpiTile
          testId="kpi-revenue"
          label={t('leadGenerator.kpi.revenue')}
          value={formatMoney(now.revenueCents)}
          current={now.revenueCents}
          previous={before?.revenueCents}
          compared={compared(formatMoney(before?.revenueCents ?? 0))}
          to={linkIf('/invoice')}
        />
        <KpiTile
          testId="kpi-claims"
          label={t('leadGenerator.kpi.claims')}
          value={String(now.claimsFiled ?? 0)}
          current={now.claimsFiled ?? 0}
          previous={before?.claimsFiled ?? 0}
          compared={compared(String(before?.claimsFiled ?? 0))}
          hint={
            <Text size="xs" c="dimmed">
              {t('leadGenerator.kpi.claimsHint', {
                accepted: now.claimsAccepted ?? 0,
                credited: formatMoney(now.creditedCents ?? 0),
              })}
            </Text>
          }
          to={linkIf('/lead-generator/claim')}
        />
      </SimpleGrid>
    </Stack>
  );
}
