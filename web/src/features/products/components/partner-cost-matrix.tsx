import { Anchor, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '#domain/shared/format-money';
import type { PartnerCosts } from '../hooks/use-partner-costs';

interface MatrixProduct {
  id: string;
  discr: string;
  name: string;
  priceCents: number;
}

interface MatrixPartner {
  id: string;
  name: string;
}

interface PartnerCostMatrixProps {
  products: readonly MatrixProduct[];
  partners: readonly MatrixPartner[];
  costs: PartnerCosts;
  /** Each partner's cost page. */
  costsPath: (companyId: string) => string;
}

/** Products as rows, partner companies as columns: the partner's cost, or the default price (grey). */
export function PartnerCostMatrix({
  products,
  partners,
  costs,
  costsPath,
}: PartnerCostMatrixProps) {
  const { t } = useTranslation('products');
  if (partners.length === 0) return <Text c="dimmed">{t('partners.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={240 + partners.length * 140}>
      <Table data-testid="partner-cost-matrix" striped withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('costs.product')}</Table.Th>
            <Table.Th>{t('costs.defaultPrice')}</Table.Th>
            {partners.map((partner) => (
              <Table.Th key={partner.id}>
                <Anchor component={Link} to={costsPath(partner.id)} size="sm">
                  {partner.name}
                </Anchor>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={product.id} data-product={product.discr}>
              <Table.Td>{product.name}</Table.Td>
              <Table.Td>{formatMoney(product.priceCents)}</Table.Td>
              {partners.map((partner) => {
                const column = costs[partner.id];
                if (!column)
                  return (
                    <Table.Td key={partner.id}>
                      <Loader size="xs" />
                    </Table.Td>
                  );
                const cost = column[product.id] ?? null;
                return (
                  <Table.Td key={partner.id} data-partner={partner.id}>
                    {cost === null ? (
                      <Text size="sm" c="dimmed" title={t('partners.defaultCost')}>
                        {formatMoney(product.priceCents)}
                      </Text>
                    ) : (
                      <Text size="sm">{formatMoney(cost)}</Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
