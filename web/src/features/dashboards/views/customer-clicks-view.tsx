import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#domain/shared/format-money';
import { CustomerClicksDocument } from '../../../gql/graphql';
import { useCurrentCompany } from '../../../lib/current-company';
import { formatDate } from '../../../lib/format-date';
import { KpiTile } from '../components/kpi-tile';
import { OverviewPeriodFields, useOverviewPeriod } from '../components/overview-period-fields';

/** The gateway's pass-through of the clicks CSV (gateway/src/comparison/customer-clicks.ts). */
const csvUrl = (companyId: string, start: string, end: string) =>
  `/export/customer-clicks.csv?${new URLSearchParams({ companyId, startDate: start, endDate: end })}`;

/**
 * /customer/clicks: a comparison shop's click-outs per day, product and click price in
 * the chosen period, with what they cost, and the same rows as CSV.
 */
export function CustomerClicksView() {
  const { t, i18n } = useTranslation('dashboards');
  const { company } = useCurrentCompany();
  const companyId = company ? String(company.id) : null;
  const period = useOverviewPeriod('last_30_days');
  const { data, loading, error } = useQuery(CustomerClicksDocument, {
    variables: {
      companyId: companyId ?? '',
      startDate: period.range.start,
      endDate: period.range.end,
    },
    skip: !companyId,
    fetchPolicy: 'cache-and-network',
  });
  const clicks = data?.customerClicks;
  const date = (day: string) => formatDate(`${day}T12:00:00`, i18n.language);

  if (!companyId) return <Text c="dimmed">{t('noCompany')}</Text>;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('overviews.clicks.title')}</Title>
        <Button
          component="a"
          variant="light"
          href={csvUrl(companyId, period.range.start, period.range.end)}
          download
          data-testid="customer-clicks-csv"
        >
          {t('overviews.clicks.csv')}
        </Button>
      </Group>
      <OverviewPeriodFields period={period} testId="customer-clicks" />
      <Text c="dimmed" size="sm">
        {t('metrics.period', { start: date(period.range.start), end: date(period.range.end) })}
      </Text>
      {!clicks ? (
        loading ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : (
          error && <Text c="red">{t('partner.unavailable')}</Text>
        )
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <KpiTile
              testId="customer-clicks-kpi-clicks"
              label={t('overviews.clicks.clicks')}
              value={String(clicks.clicks)}
            />
            <KpiTile
              testId="customer-clicks-kpi-cost"
              label={t('overviews.clicks.cost')}
              value={formatMoney(clicks.costCents)}
            />
          </SimpleGrid>
          <Paper withBorder p="md" radius="md">
            {clicks.rows.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('overviews.clicks.none')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table striped data-testid="customer-clicks-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('overviews.clicks.day')}</Table.Th>
                      <Table.Th>{t('metrics.product')}</Table.Th>
                      <Table.Th>{t('overviews.clicks.category')}</Table.Th>
                      <Table.Th>{t('overviews.clicks.price')}</Table.Th>
                      <Table.Th>{t('overviews.clicks.clicks')}</Table.Th>
                      <Table.Th>{t('overviews.clicks.cost')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {clicks.rows.map((row) => (
                      <Table.Tr
                        key={`${row.day}-${row.productName}-${row.clickPriceCents}`}
                        data-testid="customer-clicks-row"
                      >
                        <Table.Td>{date(row.day)}</Table.Td>
                        <Table.Td>{row.productName}</Table.Td>
                        <Table.Td>{row.coreProductName ?? ''}</Table.Td>
                        <Table.Td>{formatMoney(row.clickPriceCents)}</Table.Td>
                        <Table.Td>{row.clicks}</Table.Td>
                        <Table.Td>{formatMoney(row.costCents)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {clicks.rowsTotal > clicks.rows.length && (
              <Text size="xs" c="dimmed" mt="xs">
                {t('overviews.clicks.more', { shown: clicks.rows.length, total: clicks.rowsTotal })}
              </Text>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
