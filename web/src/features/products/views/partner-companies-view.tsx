import { Anchor, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { PartnerCompaniesDocument } from '../../../gql/graphql';
import { CompanyStateBadge } from '../../../lib/company-state-badge';
import { productUrls } from '../urls';

const PAGE_SIZE = PAGE_SIZES.partnerCompanies;

/** /lead-generator/partner/company (staff): the partner companies, each with a link to its costs. */
export function PartnerCompaniesView() {
  const { t } = useTranslation('products');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const { data, previousData, loading } = useQuery(PartnerCompaniesDocument, {
    variables: { page, pageSize: PAGE_SIZE },
  });
  const shown = data ?? previousData;
  const items = shown?.partnerCompanies.items ?? [];
  const total = shown?.partnerCompanies.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('partners.title')}</Title>
        <Anchor component={Link} to={productUrls.partnerOverview()}>
          {t('partners.overview')}
        </Anchor>
      </Group>
      <Paper withBorder p="md" radius="md">
        {!loading && items.length === 0 ? (
          <Text c="dimmed">{t('partners.empty')}</Text>
        ) : (
          <Table data-testid="partner-companies">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('partners.name')}</Table.Th>
                <Table.Th>{t('partners.city')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((company) => (
                <Table.Tr key={company.id}>
                  <Table.Td>
                    <Anchor component={Link} to={productUrls.partnerCosts(company.id)}>
                      {company.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{company.city ?? ''}</Table.Td>
                  <Table.Td>
                    <CompanyStateBadge state={company.state} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {pages > 1 && (
          <Group justify="space-between" mt="md">
            <Text size="sm">{t('partners.total', { first, last, total })}</Text>
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
            />
          </Group>
        )}
      </Paper>
    </Stack>
  );
}
