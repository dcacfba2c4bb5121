import { Group, Image, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import {
  ComparisonCoreProductsDocument,
  ComparisonProductsDocument,
  type ComparisonProductsQuery,
} from '../../../gql/graphql';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { CoreProductSelect } from './core-product-select';

type Product = ComparisonProductsQuery['comparisonProducts']['items'][number];

/**
 * A core product's products (kept in the address as ?coreProduct=) searched by name or
 * EAN, 50 a page, each with an action: the start of /images and /clone.
 */
export function ProductSearchList({
  hasImages,
  action,
}: {
  /** Only products with (true) or without (false) images; null: all. */
  hasImages: boolean | null;
  action: (product: Product) => ReactNode;
}) {
  const { t } = useTranslation('comparison');
  const [params, setParams] = useSearchParams();
  const cores = useQuery(ComparisonCoreProductsDocument);
  const coreProductId =
    params.get('coreProduct') ?? cores.data?.comparisonCoreProducts[0]?.id ?? null;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const box = useDebouncedSearch(search, (text) => {
    setSearch(text);
    setPage(1);
  });
  const { data, previousData } = useQuery(ComparisonProductsDocument, {
    variables: {
      coreProductId: coreProductId ?? '',
      search: search || null,
      hasImages,
      page,
      pageSize: PAGE_SIZES.comparisonProducts,
    },
    skip: !coreProductId,
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.comparisonProducts;
  const pages = Math.max(1, Math.ceil((list?.total ?? 0) / PAGE_SIZES.comparisonProducts));
  return (
    <Stack>
      <Group align="flex-end">
        <CoreProductSelect
          value={coreProductId}
          onChange={(id) => {
            if (!id) return;
            setParams({ coreProduct: id }, { replace: true });
            setPage(1);
          }}
        />
        <TextInput
          label={t('products.search')}
          type="search"
          value={box.text}
          onChange={(event) => box.onChange(event.currentTarget.value)}
          onBlur={box.onBlur}
        />
      </Group>
      <Table striped data-testid="product-search-list">
        <Table.Tbody>
          {(list?.items ?? []).map((product) => (
            <Table.Tr key={product.id}>
              <Table.Td w={56}>
                {product.imageUrl && (
                  <Image src={product.imageUrl} w={40} h={40} fit="contain" alt="" />
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {product.name}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {product.ean}
                </Text>
              </Table.Td>
              <Table.Td>{product.brand ?? '–'}</Table.Td>
              <Table.Td ta="right">{action(product)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('products.total', { count: list?.total ?? 0 })}
        </Text>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      </Group>
    </Stack>
  );
}
