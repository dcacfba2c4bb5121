import { INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import { PAYMENT_METHODS } from '#domain/invoices/payment-methods';
import type { OutgoingMail } from '../mail';
import type { InvoiceRow } from './invoice.table';

const euros = (cents: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const dutchDay = (isoDate: string) => isoDate.split('-').reverse().join('-');

/** The mail that carries a completed invoice (its PDF and e-invoice go along as attachments). */
export function invoiceMail(invoice: InvoiceRow, to: string, publicUrl: string): OutgoingMail {
  const credit = invoice.kind === 'credit_note';
  const how =
    invoice.paymentMethod === PAYMENT_METHODS.direct_debit
      ? `Het bedrag wordt rond ${dutchDay(invoice.dueDate)} automatisch van uw rekening afgeschreven.`
      : `Wilt u het bedrag voor ${dutchDay(invoice.dueDate)} betalen? Dat kan ook online: ${publicUrl}/customer/invoice`;
  return {
    to,
    template: credit ? 'credit_note' : 'invoice',
    subject: `${credit ? 'Creditfactuur' : 'Factuur'} ${invoice.number}`,
    body: [
      `Beste ${invoice.buyer.attention ?? invoice.buyer.name},`,
      '',
      credit
        ? `Bijgaand ontvangt u creditfactuur ${invoice.number} van ${euros(invoice.totalCents)}.`
        : `Bijgaand ontvangt u factuur ${invoice.number} van ${euros(invoice.totalCents)}.`,
      credit ? 'Het bedrag verrekenen wij met u.' : how,
      '',
      'U vindt al uw facturen, als PDF en als e-factuur (UBL), in het portaal.',
    ].join('\n'),
  };
}

/** The warning the dunning run mails at each step. */
export function invoiceReminderMail(
  invoice: InvoiceRow,
  status: number,
  to: string,
  publicUrl: string,
): OutgoingMail {
  const step =
    status === INVOICE_STATUSES.first_warning
      ? 'Herinnering'
      : status === INVOICE_STATUSES.second_warning
        ? 'Tweede herinnering'
        : status === INVOICE_STATUSES.third_warning
          ? 'Laatste aanmaning'
          : 'Overdracht aan incassobureau';
  const consequence =
    status === INVOICE_STATUSES.third_warning
      ? 'Tot de betaling binnen is, ontvangt u geen nieuwe leads.'
      : status === INVOICE_STATUSES.collection_agency
        ? 'Wij hebben de vordering overgedragen aan ons incassobureau; de kosten daarvan komen voor uw rekening.'
        : 'Heeft u al betaald? Dan kunt u dit bericht als niet verzonden beschouwen.';
  return {
    to,
    template: 'invoice_reminder',
    subject: `${step}: factuur ${invoice.number}`,
    body: [
      `Beste ${invoice.buyer.attention ?? invoice.buyer.name},`,
      '',
      `Factuur ${invoice.number} van ${euros(invoice.totalCents)}, te betalen voor ${dutchDay(invoice.dueDate)}, hebben wij nog niet ontvangen.`,
      consequence,
      '',
      `Betaal direct online: ${publicUrl}/customer/invoice`,
    ].join('\n'),
  };
}
