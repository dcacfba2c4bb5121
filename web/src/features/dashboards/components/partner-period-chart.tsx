import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { PartnerDashboardQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';

type Point = PartnerDashboardQuery['partnerDashboard']['series'][number];

/** The partner's leads sent and given to companies per day, week or month of the period. */
export function PartnerPeriodChart({ points }: { points: readonly Point[] }) {
  const { t, i18n } = useTranslation('dashboards');
  const data = points.map((point) => ({
    period: formatDate(`${point.period}T12:00:00`, i18n.language).slice(0, 5),
    sent: point.sent,
    assigned: point.assigned,
  }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="period"
      series={[
        { name: 'sent', label: t('partner.counts.sent'), color: 'blue.6' },
        { name: 'assigned', label: t('partner.counts.assigned'), color: 'teal.6' },
      ]}
      withLegend
      tickLine="y"
      gridAxis="y"
      yAxisProps={{ allowDecimals: false }}
      data-testid="partner-period-chart"
    />
  );
}
