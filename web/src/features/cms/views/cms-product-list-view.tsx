import { Anchor, Button, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CmsProductsDocument } from '../../../gql/graphql';
import { cmsUrls } from '../urls';

/** /cms-product: each service product's texts for the sites, with its logos. */
export function CmsProductListView() {
  const { t } = useTranslation('cms');
  const { data } = useQuery(CmsProductsDocument, { fetchPolicy: 'cache-and-network' });
  const products = data?.cmsProducts ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('cmsProduct.title')}</Title>
        <Button component={Link} to={cmsUrls.newCmsProduct()}>
          {t('cmsProduct.new')}
        </Button>
      </Group>
      <Table striped highlightOnHover data-testid="cms-product-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cmsProduct.product')}</Table.Th>
            <Table.Th>{t('cmsProduct.heading')}</Table.Th>
            <Table.Th>{t('cmsProduct.logos')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text size="sm" c="dimmed">
                  {t('cmsProduct.none')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {products.map((product) => (
            <Table.Tr key={product.id} data-testid="cms-product-row">
              <Table.Td>
                <Anchor component={Link} to={cmsUrls.cmsProduct(product.id)}>
                  {product.productName}
                </Anchor>
              </Table.Td>
              <Table.Td>{product.title}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  {product.logos.map((logo) => (
                    <Image
                      key={logo.id}
                      src={logo.url}
                      alt={logo.name}
                      w={48}
                      h={24}
                      fit="contain"
                    />
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
