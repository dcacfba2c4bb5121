import { Avatar, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { CmsComparisonProductFieldsFragment } from '../../../gql/graphql';
import { useCmsTexts } from '../hooks/use-cms-texts';

interface ComparisonProductTableProps {
  products: CmsComparisonProductFieldsFragment[];
  /** EANs already on the page or block: shown as chosen, not offered again. */
  chosen: ReadonlySet<string>;
  loading: boolean;
  onPick: (product: CmsComparisonProductFieldsFragment) => void;
}

/** What a product is at a glance: its picture, name, brand, core product and main EAN. */
export function ComparisonProductSummary({
  product,
}: {
  product: CmsComparisonProductFieldsFragment;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={product.thumbnailUrl} radius="sm" size={40} alt="">
        {product.name.slice(0, 1)}
      </Avatar>
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {product.name}
        </Text>
        <Text size="xs" c="dimmed">
          {[product.brand, product.coreProductName, product.ean].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    </Group>
  );
}

/** A page of the product search, each product with a button to pick it. */
export function ComparisonProductTable({
  products,
  chosen,
  loading,
  onPick,
}: ComparisonProductTableProps) {
  const { t } = useCmsTexts();
  if (products.length === 0)
    return (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {loading ? t('productPicker.searching') : t('productPicker.none')}
      </Text>
    );
  return (
    <Table verticalSpacing={6} data-testid="product-picker-results">
      <Table.Tbody>
        {products.map((product) => (
          <Table.Tr key={product.id} data-testid="product-picker-row">
            <Table.Td>
              <ComparisonProductSummary product={product} />
            </Table.Td>
            <Table.Td w={1}>
              <Button
                size="xs"
                variant={chosen.has(product.ean) ? 'light' : 'filled'}
                disabled={chosen.has(product.ean)}
                aria-label={t('productPicker.pickNamed', { name: product.name })}
                onClick={() => onPick(product)}
              >
                {chosen.has(product.ean) ? t('productPicker.chosen') : t('productPicker.pick')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
