import { Anchor, Button, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AffiliateTablesDocument } from '../../../gql/graphql';
import { SearchBox } from '../../../lib/search-box';
import { affiliateUrls } from '../urls';

/** /affiliate-table: the tables of offers by name, with the companies in them. */
export function AffiliateTableListView() {
  const { t } = useTranslation('affiliates');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const { data, previousData } = useQuery(AffiliateTablesDocument, {
    variables: { search: search || null, pageSize: 500 },
    fetchPolicy: 'cache-and-network',
  });
  const tables = (data ?? previousData)?.affiliateTables.items ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('table.title')}</Title>
        <Button component={Link} to={affiliateUrls.newTable()}>
          {t('table.new')}
        </Button>
      </Group>
      <SearchBox
        label={t('table.search')}
        placeholder={t('table.searchPlaceholder')}
        value={search}
        onSearch={(text) => setParams(text ? { search: text } : {}, { replace: true })}
      />
      <Table striped highlightOnHover data-testid="affiliate-table-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>{t('logo.label')}</Table.Th>
            <Table.Th>{t('table.name')}</Table.Th>
            <Table.Th>{t('table.companies')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tables.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text c="dimmed" size="sm">
                  {t('table.none')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {tables.map((table) => (
            <Table.Tr key={table.id} data-testid="affiliate-table-item">
              <Table.Td>
                {table.logoUrl && <Image src={table.logoUrl} alt="" w={96} h={32} fit="contain" />}
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={affiliateUrls.table(table.id)}>
                  {table.name}
                </Anchor>
                {table.title && (
                  <Text size="xs" c="dimmed">
                    {table.title}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{table.rows.map((row) => row.affiliateCompany.name).join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
