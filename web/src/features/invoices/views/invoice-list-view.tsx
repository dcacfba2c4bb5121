import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hasAccess } from '#domain/accounts/access';
import { INVOICE_WRITERS } from '#domain/invoices/invoice-permissions';
import { formatMoney } from '#domain/shared/format-money';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import {
  InvoiceListDocument,
  InvoiceSendListDocument,
  SendInvoiceDocument,
  type InvoiceRowFieldsFragment,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { currentSearchParams } from '../../../lib/current-search-params';
import { notifySuccess } from '../../../lib/notify';
import { useViewer } from '../../../lib/viewer';
import { InvoiceFilters } from '../components/invoice-filters';
import { InvoiceTable } from '../components/invoice-table';
import {
  invoiceFilter,
  invoiceListSearch,
  parseInvoiceListParams,
  type InvoiceListParams,
} from '../list-params';
import { invoiceUrls } from '../urls';

const PAGE_SIZE = PAGE_SIZES.invoices;

/**
 * /invoice (staff): every invoice and credit note by its filters, 50 a page,
 * with the totals of all selected; or the send list, where finance sends completed
 * invoices one by one or all at once, each after confirmation.
 */
export function InvoiceListView() {
  const { t } = useTranslation('invoices');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseInvoiceListParams(searchParams), [searchParams]);
  const latest = () => parseInvoiceListParams(currentSearchParams());
  const go = (next: InvoiceListParams) => setSearchParams(invoiceListSearch(next));
  const list = useQuery(InvoiceListDocument, {
    variables: {
      filter: invoiceFilter(params),
      sort: params.sort,
      reverse: params.reverse,
      page: params.page,
      pageSize: PAGE_SIZE,
    },
    skip: params.sendList,
    fetchPolicy: 'cache-and-network',
  });
  const sendList = useQuery(InvoiceSendListDocument, { fetchPolicy: 'cache-and-network' });
  const [sendInvoice, sending] = useMutation(SendInvoiceDocument);
  const shown = (list.data ?? list.previousData)?.invoices;
  const unsent = sendList.data?.invoiceSendList;
  const finance = hasAccess(useViewer().viewer?.roles, INVOICE_WRITERS);

  async function send(invoices: InvoiceRowFieldsFragment[]) {
    const sure = await confirmAction({
      title: t('send.title'),
      text:
        invoices.length === 1
          ? t('send.confirmOne', { number: invoices[0]!.number })
          : t('send.confirmAll', { count: invoices.length }),
      confirmLabel: t('send.action'),
    });
    if (!sure) return;
    try {
      for (const invoice of invoices)
        await sendInvoice({ variables: { id: invoice.id, version: invoice.version } });
      notifySuccess('MESSAGE.INVOICE_SENT');
    } finally {
      await sendList.refetch();
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('list.title')}</Title>
        <Group>
          {finance && (
            <Button component="a" href={invoiceUrls.directDebitBatch()} variant="default" download>
              {t('list.directDebitFile')}
            </Button>
          )}
          <SegmentedControl
            value={params.sendList ? 'send' : 'all'}
            onChange={(value) => go({ ...latest(), sendList: value === 'send', page: 1 })}
            data={[
              { value: 'all', label: t('list.all') },
              { value: 'send', label: t('list.sendList', { count: unsent?.total ?? 0 }) },
            ]}
          />
        </Group>
      </Group>
      {params.sendList ? (
        <Paper withBorder p="md" radius="md">
          <Stack>
            <Group justify="space-between">
              <Text c="dimmed">{t('send.intro')}</Text>
              <Button
                disabled={!unsent || unsent.items.length === 0}
                loading={sending.loading}
                onClick={() => void send(unsent?.items ?? [])}
              >
                {t('send.all')}
              </Button>
            </Group>
            <InvoiceTable
              invoices={unsent?.items ?? []}
              total={unsent?.total ?? 0}
              page={1}
              pageSize={200}
              onPage={() => undefined}
              detailPath={invoiceUrls.detail}
              showCompany
              action={(invoice) => (
                <Button size="xs" variant="light" onClick={() => void send([invoice])}>
                  {t('send.action')}
                </Button>
              )}
            />
          </Stack>
        </Paper>
      ) : (
        <>
          <InvoiceFilters
            params={params}
            onChange={(change) => go({ ...latest(), ...change, page: 1 })}
          />
          <Group gap="xl" data-testid="invoice-totals">
            <Text>{t('list.count', { count: shown?.total ?? 0 })}</Text>
            <Text>
              {t('list.sumTotal')}: <b>{formatMoney(shown?.sumTotalCents ?? 0)}</b>
            </Text>
            <Text>
              {t('list.sumOpen')}: <b>{formatMoney(shown?.sumOpenCents ?? 0)}</b>
            </Text>
          </Group>
          <InvoiceTable
            invoices={shown?.items ?? []}
            total={shown?.total ?? 0}
            page={params.page}
            pageSize={PAGE_SIZE}
            onPage={(page) => go({ ...latest(), page })}
            detailPath={invoiceUrls.detail}
            showCompany
          />
        </>
      )}
    </Stack>
  );
}
