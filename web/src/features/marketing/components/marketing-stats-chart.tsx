import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface MarketingChartRow {
  group: string;
  leads: number;
  compareLeads: number;
}

/** Leads per group in the period and the period before, side by side. */
export function MarketingStatsChart({ rows }: { rows: MarketingChartRow[] }) {
  const { t } = useTranslation('marketing');
  return (
    <Paper withBorder p="md" radius="md" data-testid="marketing-chart">
      <Stack gap="sm">
        <Title order={4}>{t('overview.chart')}</Title>
        <BarChart
          h={Math.max(220, rows.length * 36)}
          data={rows}
          dataKey="group"
          orientation="vertical"
          yAxisProps={{ width: 160 }}
          withLegend
          series={[
            { name: 'leads', label: t('overview.series.leads'), color: 'blue.6' },
            { name: 'compareLeads', label: t('overview.series.compareLeads'), color: 'gray.5' },
          ]}
        />
      </Stack>
    </Paper>
  );
}
