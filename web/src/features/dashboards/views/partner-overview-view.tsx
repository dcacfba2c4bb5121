import {
  Anchor,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePercent } from '#domain/dashboards/period-change';
import { formatMoney } from '#domain/shared/format-money';
import { PartnerOverviewDocument, type PartnerOverviewQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { KpiTile } from '../components/kpi-tile';
import { OverviewPeriodFields, useOverviewPeriod } from '../components/overview-period-fields';
import { PartnerOverviewDrawer } from '../components/partner-overview-drawer';
import { useStaffBusinessLive } from '../hooks/use-lead-generator-dashboard-live';

// recharts loads with the chart, after the figures.
const PartnerOverviewChart = lazy(() =>
  import('../components/partner-overview-chart').then((m) => ({
    default: m.PartnerOverviewChart,
  })),
);

type Row = PartnerOverviewQuery['partnerOverview']['partners'][number];
const COLUMNS = ['sent', 'accepted', 'rejected', 'assigned', 'claimed', 'revenueCents'] as const;
type Column = (typeof COLUMNS)[number] | 'name';

function sorted(rows: readonly Row[], column: Column, descending: boolean): Row[] {
  const sign = descending ? -1 : 1;
  return [...rows].sort((a, b) =>
    column === 'name'
      ? sign * a.name.localeCompare(b.name)
      : sign * (a[column] - b[column]) || a.name.localeCompare(b.name),
  );
}

/** The change against the compared period, as a small dimmed line under a figure. */
function Change({ current, previous }: { current: number; previous: number }) {
  const percent = changePercent(current, previous);
  if (percent === null || percent === 0) return null;
  return (
    <Text span size="xs" c={percent > 0 ? 'teal' : 'red'} ml={4}>
      {percent > 0 ? '+' : ''}
      {percent}%
    </Text>
  );
}

/** Read again when the business changes (staff only). */
const LIVE_QUERIES = [PartnerOverviewDocument];

/**
 * /partner-overview: every partner's leads of the period by outcome and what companies
 * paid for them, against the period before; a sortable table (a row opens the partner's
 * home data) and a chart of the busiest partners.
 */
export function PartnerOverviewView() {
  const { t, i18n } = useTranslation('dashboards');
  const period = useOverviewPeriod('last_30_days');
  const [productId, setProductId] = useState<string | null>(null);
  const [sort, setSort] = useState<{ column: Column; descending: boolean }>({
    column: 'sent',
    descending: true,
  });
  const [opened, setOpened] = useState<{ id: string; name: string } | null>(null);
  useStaffBusinessLive(LIVE_QUERIES);
  const { data, loading, error } = useQuery(PartnerOverviewDocument, {
    variables: { startDate: period.range.start, endDate: period.range.end, productId },
    fetchPolicy: 'cache-and-network',
  });
  const overview = data?.partnerOverview;
  const date = (day: string) => formatDate(`${day}T12:00:00`, i18n.language);
  const compared = (value: string) =>
    overview
      ? t('compared', {
          value,
          start: date(overview.compareStartDate),
          end: date(overview.compareEndDate),
        })
      : undefined;
  const header = (column: Column) => (
    <Table.Th key={column}>
      <UnstyledButton
        fw={700}
        fz="sm"
        data-testid={`partner-overview-sort-${column}`}
        onClick={() =>
          setSort((current) => ({
            column,
            descending: current.column === column ? !current.descending : column !== 'name',
          }))
        }
      >
        {t(`overviews.partners.column.${column}`)}
        {sort.column === column ? (sort.descending ? ' ↓' : ' ↑') : ''}
      </UnstyledButton>
    </Table.Th>
  );

  return (
    <Stack>
      <Title order={2}>{t('overviews.partners.title')}</Title>
      <OverviewPeriodFields
        period={period}
        product={{ value: productId, onChange: setProductId }}
        testId="partner-overview"
      />
      <Text c="dimmed" size="sm" data-testid="partner-overview-period">
        {t('metrics.period', { start: date(period.range.start), end: date(period.range.end) })}
      </Text>
      {!overview ? (
        loading ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : (
          error && <Text c="red">{t('partner.unavailable')}</Text>
        )
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }}>
            {(['sent', 'accepted', 'rejected', 'assigned', 'claimed'] as const).map((key) => (
              <KpiTile
                key={key}
                testId={`partner-overview-kpi-${key}`}
                label={t(`partner.counts.${key}`)}
                value={String(overview.totals[key])}
                current={overview.totals[key]}
                previous={overview.compareTotals[key]}
                compared={compared(String(overview.compareTotals[key]))}
              />
            ))}
            <KpiTile
              testId="partner-overview-kpi-revenue"
              label={t('overviews.partners.column.revenueCents')}
              value={formatMoney(overview.totals.revenueCents)}
              current={overview.totals.revenueCents}
              previous={overview.compareTotals.revenueCents}
              compared={compared(formatMoney(overview.compareTotals.revenueCents))}
            />
          </SimpleGrid>

          <Paper withBorder p="md" radius="md">
            <Title order={4} mb="sm">
              {t('overviews.partners.chart')}
            </Title>
            <Suspense fallback={<Loader size="sm" />}>
              <PartnerOverviewChart rows={overview.partners} />
            </Suspense>
          </Paper>

          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" mb="sm">
              <Title order={4}>{t('overviews.partners.table')}</Title>
              <Text size="xs" c="dimmed">
                {t('overviews.partners.tableHint')}
              </Text>
            </Group>
            {overview.partners.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('overviews.partners.none')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={760}>
                <Table striped highlightOnHover data-testid="partner-overview-table">
                  <Table.Thead>
                    <Table.Tr>
                      {header('name')}
                      {COLUMNS.map(header)}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {sorted(overview.partners, sort.column, sort.descending).map((row) => (
                      <Table.Tr key={row.companyId} data-testid="partner-overview-row">
                        <Table.Td>
                          <Anchor
                            component="button"
                            type="button"
                            onClick={() => setOpened({ id: row.companyId, name: row.name })}
                          >
                            {row.name}
                          </Anchor>
                        </Table.Td>
                        {COLUMNS.map((column) => (
                          <Table.Td key={column} data-column={column}>
                            {column === 'revenueCents' ? formatMoney(row[column]) : row[column]}{' '}
                            <Change current={row[column]} previous={row.compare[column]} />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        </>
      )}
      <PartnerOverviewDrawer
        partner={opened}
        range={period.range}
        onClose={() => setOpened(null)}
      />
    </Stack>
  );
}
