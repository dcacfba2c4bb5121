import { Anchor, Badge, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#domain/shared/format-money';
import { ComparisonCompaniesDocument } from '../../../gql/graphql';

/** /comparison/company: the companies flagged for comparison, with their offers and clicks. */
export function ComparisonCompanyListView() {
  const { t } = useTranslation('comparison');
  const { data, loading } = useQuery(ComparisonCompaniesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  return (
    <Stack>
      <Title order={2}>{t('companies.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('companies.help')}
      </Text>
      {loading && !data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Table striped data-testid="comparison-company-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('field.name')}</Table.Th>
              <Table.Th>{t('companies.state')}</Table.Th>
              <Table.Th>{t('companies.website')}</Table.Th>
              <Table.Th ta="right">{t('companies.offers')}</Table.Th>
              <Table.Th ta="right">{t('companies.products')}</Table.Th>
              <Table.Th ta="right">{t('companies.clicks')}</Table.Th>
              <Table.Th ta="right">{t('companies.revenue')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.comparisonCompanies ?? []).map((company) => (
              <Table.Tr key={company.id}>
                <Table.Td fw={500}>{company.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{company.state}</Badge>
                </Table.Td>
                <Table.Td>
                  {company.website ? (
                    <Anchor href={company.website} target="_blank" rel="noreferrer">
                      {company.website.replace(/^https?:\/\//, '')}
                    </Anchor>
                  ) : (
                    '–'
                  )}
                </Table.Td>
                <Table.Td ta="right">{company.offerCount}</Table.Td>
                <Table.Td ta="right">{company.productCount}</Table.Td>
                <Table.Td ta="right">{company.clickoutsLast30Days}</Table.Td>
                <Table.Td ta="right">{formatMoney(company.clickRevenueLast30DaysCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
