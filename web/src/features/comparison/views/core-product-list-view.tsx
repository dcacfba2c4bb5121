import { Anchor, Button, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '#domain/shared/format-money';
import { ComparisonCoreProductsDocument } from '../../../gql/graphql';
import { comparisonUrls } from '../urls';

/**
 * /comparison/core-product: the core products with their counts and where to work on each
 * (the dashboard items are on the editor's home, /comparison/product-feed).
 */
export function CoreProductListView() {
  const { t } = useTranslation('comparison');
  const { data, loading } = useQuery(ComparisonCoreProductsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const cores = data?.comparisonCoreProducts ?? [];
  return (
    <Stack>
      <Title order={2}>{t('coreProducts.title')}</Title>
      {loading && !data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Table striped highlightOnHover data-testid="core-product-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('field.name')}</Table.Th>
              <Table.Th ta="right">{t('coreProducts.products')}</Table.Th>
              <Table.Th ta="right">{t('coreProducts.approved')}</Table.Th>
              <Table.Th ta="right">{t('coreProducts.offers')}</Table.Th>
              <Table.Th ta="right">{t('coreProducts.features')}</Table.Th>
              <Table.Th>{t('coreProducts.clickPrices')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cores.map((core) => (
              <Table.Tr key={core.id}>
                <Table.Td>
                  <Anchor component={Link} to={comparisonUrls.products(core.id)} fw={500}>
                    {core.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {core.discr}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{core.productCount}</Table.Td>
                <Table.Td ta="right">{core.approvedCount}</Table.Td>
                <Table.Td ta="right">{core.offerCount}</Table.Td>
                <Table.Td ta="right">{core.featureCount}</Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {core.scales.length === 0
                      ? t('coreProducts.noScales')
                      : core.scales.map((scale) => formatMoney(scale.clickPriceCents)).join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={comparisonUrls.filters(core.id)}
                    >
                      {t('coreProducts.filters')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={comparisonUrls.commissionScales(core.id)}
                    >
                      {t('coreProducts.scales')}
                    </Button>
                    <Button size="xs" component={Link} to={comparisonUrls.newProduct(core.id)}>
                      {t('products.new')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
