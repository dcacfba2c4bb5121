import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '#domain/shared/format-money';
import { CompanyInvoicesDocument, CurrentInvoiceDocument } from '../../../gql/graphql';
import { invoiceUrls } from '../urls';
import { InvoiceTable } from './invoice-table';

const PAGE_SIZE = 10;

/** The company's invoices on its screen (staff): 10 a page, its current invoice, an extra one. */
export function CompanyInvoicesCard({ companyId }: { companyId: string }) {
  const { t } = useTranslation('invoices');
  const [page, setPage] = useState(1);
  const list = useQuery(CompanyInvoicesDocument, {
    variables: { companyId, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const current = useQuery(CurrentInvoiceDocument, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
  });
  const invoices = (list.data ?? list.previousData)?.companyInvoices;
  const next = current.data?.currentInvoice;
  return (
    <Paper withBorder p="md" radius="md" data-testid="company-invoices">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('list.title')}</Title>
          <Group gap="xs">
            <Button component={Link} to={invoiceUrls.unsent(companyId)} variant="default" size="xs">
              {next
                ? t('card.current', { amount: formatMoney(next.totalCents) })
                : t('current.title')}
            </Button>
            <Button component={Link} to={invoiceUrls.extra(companyId)} variant="light" size="xs">
              {t('current.extra')}
            </Button>
          </Group>
        </Group>
        {invoices && invoices.sumOpenCents > 0 && (
          <Text size="sm" c="orange">
            {t('card.open', { amount: formatMoney(invoices.sumOpenCents) })}
          </Text>
        )}
        <InvoiceTable
          invoices={invoices?.items ?? []}
          total={invoices?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          detailPath={invoiceUrls.detail}
        />
      </Stack>
    </Paper>
  );
}
