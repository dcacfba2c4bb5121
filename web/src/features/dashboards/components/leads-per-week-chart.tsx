import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { CompanyDashboardQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';

type Week = CompanyDashboardQuery['companyDashboard']['leadsPerWeek'][number];

/** Leads per week, the current week last (Mantine Charts; loads with this chunk only). */
export function LeadsPerWeekChart({ weeks }: { weeks: readonly Week[] }) {
  const { t, i18n } = useTranslation('dashboards');
  const data = weeks.map((week) => ({
    week: formatDate(`${week.week}T12:00:00`, i18n.language).slice(0, 5),
    leads: week.leads,
  }));
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="week"
      series={[{ name: 'leads', label: t('perWeek.leads'), color: 'blue.6' }]}
      tickLine="y"
      gridAxis="y"
      yAxisProps={{ allowDecimals: false }}
      data-testid="leads-per-week-chart"
    />
  );
}
