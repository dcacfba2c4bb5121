import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#domain/shared/format-money';
import type { LeadAndRevenueQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';

type Figures = LeadAndRevenueQuery['leadAndRevenue'];

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Leads and revenue over time (with the compared range's line when one is chosen, laid
 * over the same positions), and the range's split per product and per source.
 */
export function LeadGeneratorMetricsCharts({ figures }: { figures: Figures }) {
  const { t, i18n } = useTranslation('dashboards');
  const label = (period: string) => formatDate(`${period}T12:00:00`, i18n.language);
  const compared = figures.compareSeries ?? null;
  const overTime = figures.series.map((point, index) => ({
    period: label(point.period),
    leads: point.leads,
    assigned: point.assignedLeads,
    revenue: point.revenueCents / 100,
    ...(compared
      ? {
          compareLeads: compared[index]?.leads ?? 0,
          compareRevenue: (compared[index]?.revenueCents ?? 0) / 100,
        }
      : {}),
  }));
  const money = (euros: number) => formatMoney(Math.round(euros * 100));
  const perProduct = figures.perProduct.map((product) => ({
    product: product.productName,
    leads: product.leads,
    assigned: product.assignedLeads,
    revenue: product.revenueCents / 100,
  }));
  const perSource = figures.perSource.map((source) => ({
    source: source.source || t('metrics.unknownSource'),
    leads: source.leads,
  }));
  return (
    <Stack>
      <ChartCard title={t('metrics.leadsOverTime')}>
        <LineChart
          h={260}
          data={overTime}
          dataKey="period"
          data-testid="metrics-leads-chart"
          yAxisProps={{ allowDecimals: false }}
          withLegend
          series={[
            { name: 'leads', label: t('metrics.leads'), color: 'blue.6' },
            { name: 'assigned', label: t('metrics.assigned'), color: 'teal.6' },
            ...(compared
              ? [{ name: 'compareLeads', label: t('metrics.compareLeads'), color: 'gray.5' }]
              : []),
          ]}
        />
      </ChartCard>
      <ChartCard title={t('metrics.revenueOverTime')}>
        <AreaChart
          h={260}
          data={overTime}
          dataKey="period"
          data-testid="metrics-revenue-chart"
          valueFormatter={money}
          withLegend
          series={[
            { name: 'revenue', label: t('metrics.revenue'), color: 'grape.6' },
            ...(compared
              ? [{ name: 'compareRevenue', label: t('metrics.compareRevenue'), color: 'gray.5' }]
              : []),
          ]}
        />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard title={t('metrics.perProduct')}>
          {perProduct.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('metrics.none')}
            </Text>
          ) : (
            <BarChart
              h={Math.max(160, perProduct.length * 36)}
              data={perProduct}
              dataKey="product"
              orientation="vertical"
              data-testid="metrics-product-chart"
              xAxisProps={{ allowDecimals: false }}
              yAxisProps={{ width: 140 }}
              withLegend
              series={[
                { name: 'leads', label: t('metrics.leads'), color: 'blue.6' },
                { name: 'assigned', label: t('metrics.assigned'), color: 'teal.6' },
              ]}
            />
          )}
        </ChartCard>
        <ChartCard title={t('metrics.revenuePerProduct')}>
          {perProduct.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('metrics.none')}
            </Text>
          ) : (
            <BarChart
              h={Math.max(160, perProduct.length * 36)}
              data={perProduct}
              dataKey="product"
              orientation="vertical"
              valueFormatter={money}
              yAxisProps={{ width: 140 }}
              series={[{ name: 'revenue', label: t('metrics.revenue'), color: 'grape.6' }]}
            />
          )}
        </ChartCard>
        <ChartCard title={t('metrics.perSource')}>
          {perSource.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('metrics.none')}
            </Text>
          ) : (
            <BarChart
              h={Math.max(160, perSource.length * 36)}
              data={perSource}
              dataKey="source"
              orientation="vertical"
              data-testid="metrics-source-chart"
              xAxisProps={{ allowDecimals: false }}
              yAxisProps={{ width: 140 }}
              series={[{ name: 'leads', label: t('metrics.leads'), color: 'blue.6' }]}
            />
          )}
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
