import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatMoney } from '#domain/shared/format-money';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { ComparisonCoreProductDocument, ComparisonProductsDocument } from '../../../gql/graphql';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { CoreProductSelect } from '../components/core-product-select';
import { comparisonUrls } from '../urls';

type Approval = 'all' | 'approved' | 'unapproved';

/** /comparison/core-product/:id/product: a core product's products, 50 a page, by name or EAN. */
export function ProductListView() {
  const { t } = useTranslation('comparison');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [approval, setApproval] = useState<Approval>('all');
  const [page, setPage] = useState(1);
  const box = useDebouncedSearch(search, (text) => {
    setSearch(text);
    setPage(1);
  });
  const core = useQuery(ComparisonCoreProductDocument, { variables: { id } });
  const { data, previousData, loading } = useQuery(ComparisonProductsDocument, {
    variables: {
      coreProductId: id,
      search: search || null,
      approved: approval === 'all' ? null : approval === 'approved',
      page,
      pageSize: PAGE_SIZES.comparisonProducts,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.comparisonProducts ?? previousData?.comparisonProducts;
  const pages = Math.max(1, Math.ceil((list?.total ?? 0) / PAGE_SIZES.comparisonProducts));

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          {t('products.title', { name: core.data?.comparisonCoreProduct?.name ?? '' })}
        </Title>
        <Button component={Link} to={comparisonUrls.newProduct(id)}>
          {t('products.new')}
        </Button>
      </Group>
      <Group align="flex-end">
        <CoreProductSelect
          value={id}
          onChange={(next) => next && navigate(comparisonUrls.products(next))}
        />
        <TextInput
          label={t('products.search')}
          type="search"
          value={box.text}
          onChange={(e) => box.onChange(e.currentTarget.value)}
          onBlur={box.onBlur}
        />
        <SegmentedControl
          value={approval}
          onChange={(value) => {
            setApproval(value as Approval);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('products.all') },
            { value: 'approved', label: t('products.approved') },
            { value: 'unapproved', label: t('products.unapproved') },
          ]}
        />
      </Group>
      {loading && !list ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <>
          <Table striped highlightOnHover data-testid="product-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56} />
                <Table.Th>{t('field.name')}</Table.Th>
                <Table.Th>{t('field.brand')}</Table.Th>
                <Table.Th>{t('field.ean')}</Table.Th>
                <Table.Th ta="right">{t('products.specs')}</Table.Th>
                <Table.Th ta="right">{t('products.offers')}</Table.Th>
                <Table.Th ta="right">{t('products.lowestPrice')}</Table.Th>
                <Table.Th>{t('products.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(list?.items ?? []).map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Td>
                    {product.imageUrl && (
                      <Image src={product.imageUrl} w={40} h={40} fit="contain" alt="" />
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={comparisonUrls.specs(product.id)}>
                      {product.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{product.brand ?? '–'}</Table.Td>
                  <Table.Td ff="monospace">{product.ean}</Table.Td>
                  <Table.Td ta="right">{product.specCount}</Table.Td>
                  <Table.Td ta="right">{product.offerCount}</Table.Td>
                  <Table.Td ta="right">
                    {product.lowestPriceCents === null || product.lowestPriceCents === undefined
                      ? '–'
                      : formatMoney(product.lowestPriceCents)}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={product.approved ? 'green' : 'orange'} variant="light">
                      {product.approved
                        ? t('products.approvedBadge')
                        : t('products.unapprovedBadge')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="product-total">
              {t('products.total', { count: list?.total ?? 0 })}
            </Text>
            {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
          </Group>
        </>
      )}
    </Stack>
  );
}
