import { Center, Drawer, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { bucketsOf, type DayRange } from '#domain/dashboards/calendar-days';
import { MAX_METRIC_BUCKETS } from '#domain/dashboards/dashboard-rules';
import { groupByFor } from '#domain/dashboards/lead-generator-metrics-presets';
import { formatMoney } from '#domain/shared/format-money';
import { PartnerDashboardDocument } from '../../../gql/graphql';
import { KpiTile } from './kpi-tile';
import { PartnerCompanyTable } from './partner-company-table';
import { PartnerProductTable } from './partner-product-table';

/**
 * One partner's home data for the overview's period, as staff may read it (the partner
 * home's own query): its leads per product, and what it and its companies bought and claimed.
 */
export function PartnerOverviewDrawer(props: {
  partner: { id: string; name: string } | null;
  range: DayRange;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboards');
  const groupBy = groupByFor(props.range);
  const fits = bucketsOf(props.range, groupBy).length <= MAX_METRIC_BUCKETS;
  const { data, loading, error } = useQuery(PartnerDashboardDocument, {
    variables: {
      companyId: props.partner?.id ?? '',
      startDate: props.range.start,
      endDate: props.range.end,
      groupBy,
    },
    skip: !props.partner || !fits,
  });
  const home = data?.partnerDashboard;
  return (
    <Drawer
      opened={!!props.partner}
      onClose={props.onClose}
      position="right"
      size="xl"
      title={props.partner?.name}
      data-testid="partner-overview-drawer"
    >
      {!home ? (
        loading ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : (
          (error || !fits) && <Text c="red">{t('partner.unavailable')}</Text>
        )
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <KpiTile
              testId="partner-overview-drawer-sent"
              label={t('partner.counts.sent')}
              value={String(home.totals.sent)}
              current={home.totals.sent}
              previous={home.compareTotals.sent}
            />
            <KpiTile
              testId="partner-overview-drawer-claimed"
              label={t('partner.counts.claimed')}
              value={String(home.totals.claimed)}
              current={home.totals.claimed}
              previous={home.compareTotals.claimed}
            />
            <KpiTile
              testId="partner-overview-drawer-cost"
              label={t('partner.kpi.cost')}
              value={formatMoney(home.cost.costCents)}
              current={home.cost.costCents}
              previous={home.cost.compareCostCents}
            />
          </SimpleGrid>
          <PartnerProductTable rows={home.perProduct} />
          <PartnerCompanyTable rows={home.perCompany} />
        </Stack>
      )}
    </Drawer>
  );
}
