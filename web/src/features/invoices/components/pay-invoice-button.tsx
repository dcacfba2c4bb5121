import { Button } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { UNPAID_STATUSES } from '#domain/invoices/dunning-schedule';
import { PAYMENT_METHODS } from '#domain/invoices/payment-methods';
import { PayInvoiceDocument, type InvoiceDetailFieldsFragment } from '../../../gql/graphql';
import { goToCheckout } from '../../prepaid';

/**
 * "Pay online" on a sent, open invoice that is not collected by direct debit: the
 * browser goes to the payment provider's checkout and comes back to the
 * payment-received message.
 */
export function PayInvoiceButton({ invoice }: { invoice: InvoiceDetailFieldsFragment }) {
  const { t } = useTranslation('invoices');
  const [pay, paying] = useMutation(PayInvoiceDocument);
  const payable =
    invoice.kind === 'invoice' &&
    invoice.sentAt &&
    invoice.totalCents > 0 &&
    invoice.paymentMethod !== PAYMENT_METHODS.direct_debit &&
    (UNPAID_STATUSES as readonly number[]).includes(invoice.status);
  if (!payable) return null;

  async function go() {
    try {
      const answer = await pay({ variables: { id: invoice.id } });
      goToCheckout(answer.data?.payInvoice.url);
    } catch {
      // The error notice says why.
    }
  }

  return (
    <Button color="green" loading={paying.loading} onClick={() => void go()}>
      {t('pay.action')}
    </Button>
  );
}
