import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#domain/shared/format-money';
import type { ComparisonProductFieldsFragment } from '../../../gql/graphql';

/** The shops' current offers for a product, cheapest first. */
export function OfferTable({ offers }: { offers: ComparisonProductFieldsFragment['offers'] }) {
  const { t } = useTranslation('comparison');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Title order={4}>{t('offers.title')}</Title>
        {offers.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('offers.none')}
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('offers.shop')}</Table.Th>
                <Table.Th ta="right">{t('offers.price')}</Table.Th>
                <Table.Th ta="right">{t('offers.shipping')}</Table.Th>
                <Table.Th>{t('offers.stock')}</Table.Th>
                <Table.Th>{t('offers.delivery')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {offers.map((offer) => (
                <Table.Tr key={offer.id}>
                  <Table.Td>
                    <Anchor href={offer.url} target="_blank" rel="noreferrer">
                      {offer.companyName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(offer.priceCents)}</Table.Td>
                  <Table.Td ta="right">
                    {offer.shippingCents === null || offer.shippingCents === undefined
                      ? '–'
                      : formatMoney(offer.shippingCents)}
                  </Table.Td>
                  <Table.Td>
                    {offer.inStock === null || offer.inStock === undefined
                      ? '–'
                      : offer.inStock
                        ? t('offers.inStock')
                        : t('offers.outOfStock')}
                  </Table.Td>
                  <Table.Td>{offer.deliveryTime ?? '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
