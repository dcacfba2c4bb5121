import { Paper, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#domain/shared/format-money';
import type { PartnerDashboardQuery } from '../../../gql/graphql';

type Row = PartnerDashboardQuery['partnerDashboard']['perCompany'][number];

/** What the partner and each company it manages bought and claimed in the period. */
export function PartnerCompanyTable({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation('dashboards');
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="sm">
        {t('partner.perCompany.title')}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table data-testid="partner-per-company">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('partner.perCompany.company')}</Table.Th>
              <Table.Th ta="right">{t('partner.perCompany.leads')}</Table.Th>
              <Table.Th ta="right">{t('partner.perCompany.cost')}</Table.Th>
              <Table.Th ta="right">{t('partner.perCompany.claimsFiled')}</Table.Th>
              <Table.Th ta="right">{t('partner.perCompany.claimsAccepted')}</Table.Th>
              <Table.Th ta="right">{t('partner.perCompany.claimsDenied')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.companyId} data-testid="partner-company-row">
                <Table.Td>{row.companyName}</Table.Td>
                <Table.Td ta="right">{row.leads}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.costCents)}</Table.Td>
                <Table.Td ta="right">{row.claimsFiled}</Table.Td>
                <Table.Td ta="right">{row.claimsAccepted}</Table.Td>
                <Table.Td ta="right">{row.claimsDenied}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
