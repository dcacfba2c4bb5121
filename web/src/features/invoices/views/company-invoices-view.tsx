import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatMoney } from '#domain/shared/format-money';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { CompanyInvoicesDocument, CurrentInvoiceDocument } from '../../../gql/graphql';
import { useCurrentCompany } from '../../../lib/current-company';
import { InvoiceTable } from '../components/invoice-table';
import { InvoiceViewer } from '../components/invoice-viewer';
import { PayInvoiceButton } from '../components/pay-invoice-button';
import { invoiceUrls } from '../urls';

const PAGE_SIZE = PAGE_SIZES.invoices;

/**
 * /customer/invoice and /partner/invoice: the invoices of the company the user works
 * for, what it still owes, and what its next invoice will bill so far.
 */
export function CompanyInvoicesView({ detailPath }: { detailPath: (id: string) => string }) {
  const { t } = useTranslation('invoices');
  const { company } = useCurrentCompany();
  const companyId = company ? String(company.id) : '';
  const [page, setPage] = useState(1);
  const list = useQuery(CompanyInvoicesDocument, {
    variables: { companyId, page, pageSize: PAGE_SIZE },
    skip: !companyId,
    fetchPolicy: 'cache-and-network',
  });
  const current = useQuery(CurrentInvoiceDocument, {
    variables: { companyId },
    skip: !companyId,
  });
  if (!company) return <Text c="dimmed">{t('customer.noCompany')}</Text>;
  const invoices = (list.data ?? list.previousData)?.companyInvoices;
  const next = current.data?.currentInvoice;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('customer.title')}</Title>
        <Text c="dimmed">{company.name}</Text>
      </Group>
      {invoices && invoices.sumOpenCents > 0 && (
        <Alert color="orange" data-testid="invoice-open">
          {t('customer.open', { amount: formatMoney(invoices.sumOpenCents) })}
        </Alert>
      )}
      {next && next.lines.length > 0 && (
        <Paper withBorder p="md" radius="md" data-testid="current-invoice">
          <Text>
            {t('customer.next', {
              count: next.lines.length,
              amount: formatMoney(next.totalCents),
            })}
          </Text>
        </Paper>
      )}
      <InvoiceTable
        invoices={invoices?.items ?? []}
        total={invoices?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        detailPath={detailPath}
      />
    </Stack>
  );
}

/** /customer/invoice: the list, and the invoice picked from it (?invoice=) beneath. */
export function CustomerInvoicesView() {
  const [searchParams] = useSearchParams();
  const openId = searchParams.get('invoice');
  return (
    <Stack>
      <CompanyInvoicesView detailPath={(id) => `${invoiceUrls.customerList()}?invoice=${id}`} />
      {openId && (
        <InvoiceViewer id={openId} actions={(invoice) => <PayInvoiceButton invoice={invoice} />} />
      )}
    </Stack>
  );
}

export function PartnerInvoicesView() {
  return <CompanyInvoicesView detailPath={invoiceUrls.partnerDetail} />;
}

/** /partner/invoice/:id: one of the partner's invoices. */
export function PartnerInvoiceDetailView() {
  const { t } = useTranslation('invoices');
  const { id = '' } = useParams();
  return (
    <Stack>
      <Anchor component={Link} to={invoiceUrls.partnerList()}>
        {t('detail.back')}
      </Anchor>
      <InvoiceViewer id={id} actions={(invoice) => <PayInvoiceButton invoice={invoice} />} />
    </Stack>
  );
}
