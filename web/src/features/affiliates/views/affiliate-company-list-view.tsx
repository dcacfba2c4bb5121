import {
  Anchor,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { AffiliateCompaniesDocument } from '../../../gql/graphql';
import { currentSearchParams } from '../../../lib/current-search-params';
import { SearchBox } from '../../../lib/search-box';
import { affiliateUrls } from '../urls';

const PAGE_SIZE = PAGE_SIZES.default;

/** /affiliate-company: the shops and partners outgoing links lead to, by name, 50 a page. */
export function AffiliateCompanyListView() {
  const { t } = useTranslation('affiliates');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, previousData, loading } = useQuery(AffiliateCompaniesDocument, {
    variables: { search: search || null, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.affiliateCompanies;
  const pages = Math.max(1, Math.ceil((list?.total ?? 0) / PAGE_SIZE));
  const goTo = (next: number) => {
    const query = currentSearchParams();
    if (next > 1) query.set('page', String(next));
    else query.delete('page');
    setParams(query);
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('company.title')}</Title>
        <Button component={Link} to={affiliateUrls.newCompany()}>
          {t('company.new')}
        </Button>
      </Group>
      <SearchBox
        label={t('company.search')}
        placeholder={t('company.searchPlaceholder')}
        value={search}
        onSearch={(text) => setParams(text ? { search: text } : {}, { replace: true })}
      />
      {loading && !list ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Table striped highlightOnHover data-testid="affiliate-company-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>{t('logo.label')}</Table.Th>
              <Table.Th>{t('company.name')}</Table.Th>
              <Table.Th>{t('company.website')}</Table.Th>
              <Table.Th ta="right">{t('company.links')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list?.items ?? []).length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed" size="sm">
                    {t('company.none')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {(list?.items ?? []).map((company) => (
              <Table.Tr key={company.id} data-testid="affiliate-company-row">
                <Table.Td>
                  {company.logoUrl && (
                    <Image src={company.logoUrl} alt="" w={96} h={32} fit="contain" />
                  )}
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={affiliateUrls.company(company.id)}>
                    {company.name}
                  </Anchor>
                  {company.description && (
                    <Text size="xs" c="dimmed">
                      {company.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{company.website}</Table.Td>
                <Table.Td ta="right">{company.linkCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('company.total', { count: list?.total ?? 0 })}
        </Text>
        <Pagination total={pages} value={Math.min(page, pages)} onChange={goTo} />
      </Group>
    </Stack>
  );
}
