import { Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { hasAccess } from '#domain/accounts/access';
import { INVOICE_WRITERS } from '#domain/invoices/invoice-permissions';
import { INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import { PAYMENT_METHODS } from '#domain/invoices/payment-methods';
import {
  CancelDirectDebitDocument,
  CreditInvoiceDocument,
  InvoiceDetailDocument,
  SendInvoiceDocument,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifySuccess } from '../../../lib/notify';
import { useViewer } from '../../../lib/viewer';
import { BilledLeadsCard } from '../components/billed-leads-card';
import { InvoiceSheet } from '../components/invoice-sheet';
import { InvoiceStatusForm } from '../components/invoice-status-form';
import { invoiceUrls } from '../urls';

/**
 * /invoice/:invoiceId (staff): one invoice or credit note. Finance sends it (after
 * confirmation), credits it in full, and books its status and payment.
 */
export function InvoiceDetailView() {
  const { t } = useTranslation('invoices');
  const { invoiceId = '' } = useParams();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const { data, loading } = useQuery(InvoiceDetailDocument, {
    variables: { id: invoiceId },
    fetchPolicy: 'cache-and-network',
  });
  const [sendInvoice, sending] = useMutation(SendInvoiceDocument);
  const [creditInvoice, crediting] = useMutation(CreditInvoiceDocument);
  const [cancelDirectDebit, cancelling] = useMutation(CancelDirectDebitDocument);
  const invoice = data?.invoice;
  const finance = hasAccess(viewer?.roles, INVOICE_WRITERS);

  if (!invoice)
    return loading ? (
      <Center py="xl">
        <Loader />
      </Center>
    ) : (
      <Text c="dimmed">{t('detail.notFound')}</Text>
    );

  async function send() {
    if (!invoice) return;
    const sure = await confirmAction({
      title: t('send.title'),
      text: t('send.confirmOne', { number: invoice.number }),
      confirmLabel: t('send.action'),
    });
    if (!sure) return;
    try {
      await sendInvoice({ variables: { id: invoice.id, version: invoice.version } });
      notifySuccess('MESSAGE.INVOICE_SENT');
    } catch {
      // The error notice says why.
    }
  }

  async function credit() {
    if (!invoice) return;
    const sure = await confirmAction({
      title: t('credit.title'),
      text: t('credit.confirm', { number: invoice.number }),
      confirmLabel: t('credit.action'),
    });
    if (!sure) return;
    try {
      const answer = await creditInvoice({
        variables: { id: invoice.id, version: invoice.version },
      });
      notifySuccess('MESSAGE.INVOICE_COMPLETED');
      await navigate(invoiceUrls.detail(answer.data!.creditInvoice.id));
    } catch {
      // The error notice says why.
    }
  }

  async function stopDirectDebit() {
    if (!invoice) return;
    const sure = await confirmAction({
      title: t('directDebit.title'),
      text: t('directDebit.confirm', { number: invoice.number }),
      confirmLabel: t('directDebit.action'),
    });
    if (!sure) return;
    try {
      await cancelDirectDebit({ variables: { id: invoice.id, version: invoice.version } });
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch {
      // The error notice says why.
    }
  }

  const collected =
    invoice.paymentMethod === PAYMENT_METHODS.direct_debit &&
    invoice.status !== INVOICE_STATUSES.paid &&
    invoice.status !== INVOICE_STATUSES.partner;
  const actions = finance ? (
    <Group>
      {!invoice.sentAt && (
        <Button loading={sending.loading} onClick={() => void send()}>
          {t('send.action')}
        </Button>
      )}
      {collected && (
        <Button
          variant="default"
          loading={cancelling.loading}
          onClick={() => void stopDirectDebit()}
        >
          {t('directDebit.action')}
        </Button>
      )}
      {invoice.kind === 'invoice' && !invoice.credited && (
        <Button variant="default" loading={crediting.loading} onClick={() => void credit()}>
          {t('credit.action')}
        </Button>
      )}
    </Group>
  ) : null;

  return (
    <Stack>
      <Group gap="md">
        <Anchor component={Link} to={invoiceUrls.list()}>
          {t('detail.back')}
        </Anchor>
        <Anchor component={Link} to={invoiceUrls.company(invoice.companyId)}>
          {invoice.companyName}
        </Anchor>
      </Group>
      <InvoiceSheet invoice={invoice} actions={actions} />
      <BilledLeadsCard invoiceId={invoice.id} />
      {finance && <InvoiceStatusForm invoice={invoice} />}
    </Stack>
  );
}
