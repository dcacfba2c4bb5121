import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { PartnerOverviewQuery } from '../../../gql/graphql';

type Row = PartnerOverviewQuery['partnerOverview']['partners'][number];

/** The partners that sent most: their leads by outcome, side by side. */
export function PartnerOverviewChart({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation('dashboards');
  const data = rows
    .filter((row) => row.sent > 0 || row.compare.sent > 0)
    .slice(0, 15)
    .map((row) => ({
      name: row.name,
      sent: row.sent,
      assigned: row.assigned,
      rejected: row.rejected,
      claimed: row.claimed,
    }));
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="name"
      series={[
        { name: 'sent', label: t('partner.counts.sent'), color: 'blue.6' },
        { name: 'assigned', label: t('partner.counts.assigned'), color: 'teal.6' },
        { name: 'rejected', label: t('partner.counts.rejected'), color: 'red.5' },
        { name: 'claimed', label: t('partner.counts.claimed'), color: 'orange.5' },
      ]}
      withLegend
      tickLine="y"
      gridAxis="y"
      yAxisProps={{ allowDecimals: false }}
      data-testid="partner-overview-chart"
    />
  );
}
