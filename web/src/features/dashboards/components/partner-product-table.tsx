import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartnerDashboardQuery } from '../../../gql/graphql';

type Row = PartnerDashboardQuery['partnerDashboard']['perProduct'][number];
const COLUMNS = ['sent', 'accepted', 'assigned', 'rejected', 'claimed'] as const;

/** The partner's leads of the period per product, by outcome. */
export function PartnerProductTable({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation('dashboards');
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="sm">
        {t('partner.perProduct.title')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('partner.perProduct.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table data-testid="partner-per-product">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('partner.perProduct.product')}</Table.Th>
                {COLUMNS.map((column) => (
                  <Table.Th key={column} ta="right">
                    {t(`partner.counts.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.productId} data-testid="partner-product-row">
                  <Table.Td>{row.productName}</Table.Td>
                  {COLUMNS.map((column) => (
                    <Table.Td key={column} ta="right">
                      {row[column]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
