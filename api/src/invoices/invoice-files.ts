import type { Executor } from '../db';
import type { MailAttachment } from '../mail';
import { invoiceDocumentOf } from './documents/invoice-document-of';
import { renderInvoicePdf } from './documents/invoice-pdf';
import { renderInvoiceUbl } from './documents/invoice-ubl';
import type { InvoiceRow } from './invoice.table';

/** The file name of an invoice's document: factuur-2026-000123.pdf, creditfactuur-C2026-000004.xml. */
export function invoiceFileName(invoice: InvoiceRow, extension: 'pdf' | 'xml'): string {
  const kind = invoice.kind === 'credit_note' ? 'creditfactuur' : 'factuur';
  return `${kind}-${invoice.number}.${extension}`;
}

/** Both documents of an invoice, as a mail carries them. */
export async function invoiceAttachments(
  db: Executor,
  invoice: InvoiceRow,
): Promise<MailAttachment[]> {
  const doc = await invoiceDocumentOf(db, invoice);
  return [
    {
      filename: invoiceFileName(invoice, 'pdf'),
      content: await renderInvoicePdf(doc),
      contentType: 'application/pdf',
    },
    {
      filename: invoiceFileName(invoice, 'xml'),
      content: renderInvoiceUbl(doc),
      contentType: 'application/xml',
    },
  ];
}
