import { eq } from 'drizzle-orm';
import { companyFor, parseId } from '../companies';
import type { Executor } from '../db';
import type { Viewer } from '../shared/session-guard';
import { notFound } from '../shared/errors';
import { invoices, type InvoiceRow } from './invoice.table';

/**
 * The invoice when the viewer may see it: staff, or a user of the invoiced
 * company; any other viewer gets the 404 of an invoice that does not exist.
 */
export async function readableInvoice(
  db: Executor,
  viewer: Viewer,
  rawId: unknown,
): Promise<InvoiceRow> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.id, parseId(rawId)));
  if (!invoice) throw notFound();
  await companyFor(db, viewer, invoice.companyId);
  return invoice;
}
