import { Anchor, Group, Pagination, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '#domain/shared/format-money';
import type { InvoiceRowFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { InvoiceStatusBadge } from './invoice-status-badge';

interface InvoiceTableProps {
  invoices: InvoiceRowFieldsFragment[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  detailPath: (id: string) => string;
  showCompany?: boolean;
  /** An action at the end of each row (the send list's "send"). */
  action?: (invoice: InvoiceRowFieldsFragment) => ReactNode;
}

/** Invoices and credit notes in a table: number, company, dates, total and status, paged. */
export function InvoiceTable({
  invoices,
  total,
  page,
  pageSize,
  onPage,
  detailPath,
  showCompany = false,
  action,
}: InvoiceTableProps) {
  const { t, i18n } = useTranslation('invoices');
  if (invoices.length === 0) return <Text c="dimmed">{t('list.empty')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover data-testid="invoice-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('field.number')}</Table.Th>
              {showCompany && <Table.Th>{t('field.company')}</Table.Th>}
              <Table.Th>{t('field.invoiceDate')}</Table.Th>
              <Table.Th>{t('field.dueDate')}</Table.Th>
              <Table.Th ta="right">{t('field.total')}</Table.Th>
              <Table.Th>{t('field.status')}</Table.Th>
              {action && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.map((invoice) => (
              <Table.Tr key={invoice.id} data-testid="invoice-row">
                <Table.Td>
                  <Anchor component={Link} to={detailPath(invoice.id)}>
                    {invoice.number}
                  </Anchor>
                  {invoice.kind === 'credit_note' && (
                    <Text size="xs" c="dimmed">
                      {t('list.creditFor', { number: invoice.correctsNumber })}
                    </Text>
                  )}
                </Table.Td>
                {showCompany && <Table.Td>{invoice.companyName}</Table.Td>}
                <Table.Td>{formatDate(invoice.invoiceDate, i18n.language)}</Table.Td>
                <Table.Td>{formatDate(invoice.dueDate, i18n.language)}</Table.Td>
                <Table.Td ta="right">{formatMoney(invoice.totalCents)}</Table.Td>
                <Table.Td>
                  <InvoiceStatusBadge invoice={invoice} />
                </Table.Td>
                {action && <Table.Td>{action(invoice)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > pageSize && (
        <Group justify="flex-end">
          <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={onPage} />
        </Group>
      )}
    </>
  );
}
