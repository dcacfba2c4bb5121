import { Anchor, Badge, Group, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyProductFieldsFragment } from '../../../gql/graphql';

interface CompanyProductsTableProps {
  products: readonly CompanyProductFieldsFragment[];
  /** Without it the names are not links (read-only lists). */
  editorPath?: (productId: string) => string;
  /** Without it the list is read-only (partners). */
  onPausedChange?: (product: CompanyProductFieldsFragment, paused: boolean) => void;
}

/** A company's products: pause state, counts in the current periods, maximum and "maxed". */
export function CompanyProductsTable({
  products,
  editorPath,
  onPausedChange,
}: CompanyProductsTableProps) {
  const { t } = useTranslation('products');
  if (products.length === 0) return <Text c="dimmed">{t('list.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table data-testid="company-products">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.product')}</Table.Th>
            <Table.Th>{t('list.active')}</Table.Th>
            <Table.Th>{t('list.today')}</Table.Th>
            <Table.Th>{t('list.week')}</Table.Th>
            <Table.Th>{t('list.month')}</Table.Th>
            <Table.Th>{t('list.maximum')}</Table.Th>
            <Table.Th>{t('list.filters')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((item) => (
            <Table.Tr key={item.id} data-product={item.product.discr}>
              <Table.Td>
                {editorPath ? (
                  <Anchor component={Link} to={editorPath(String(item.product.id))}>
                    {item.product.name}
                  </Anchor>
                ) : (
                  item.product.name
                )}
              </Table.Td>
              <Table.Td>
                <Switch
                  checked={!item.paused}
                  disabled={!onPausedChange}
                  onChange={(event) => onPausedChange?.(item, !event.currentTarget.checked)}
                  label={item.paused ? t('list.paused') : t('list.running')}
                  aria-label={t('list.toggle', { product: item.product.name })}
                />
              </Table.Td>
              <Table.Td>{item.dailyCount}</Table.Td>
              <Table.Td>{item.weeklyCount}</Table.Td>
              <Table.Td>{item.monthlyCount}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Text size="sm">
                    {item.assignmentMax == null
                      ? t('list.noMaximum')
                      : t(`period.per.${item.assignmentPeriod}`, { count: item.assignmentMax })}
                  </Text>
                  {item.maxed && (
                    <Badge color="orange" variant="light">
                      {t('maxed')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{item.filters.length}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
