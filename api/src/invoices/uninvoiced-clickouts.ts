import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { clickLedgerNumber } from '#domain/invoices/ledger-numbers';
import type { CompanyRow } from '../companies';
import { comparisonClickouts, comparisonCoreProducts } from '../comparison';
import type { Executor } from '../db';

export interface ClickoutLine {
  description: string;
  quantity: number;
  priceCents: number;
  ledgerNumber: number;
  /** The click-outs this line bills (the invoice's click-out specification). */
  clickoutIds: number[];
}

const euros = (cents: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/**
 * What a comparison shop's next invoice bills for its click-outs: every priced
 * click-out not invoiced yet (a click on an offer priced in a gap of the commission
 * scale costs nothing and is not billed), one line per core product and click price,
 * so the lines stay short and the specification lists each click. `lock` takes the
 * rows for update while completing.
 */
export async function uninvoicedClickouts(
  db: Executor,
  company: CompanyRow,
  { lock = false, before }: { lock?: boolean; before?: Date } = {},
): Promise<ClickoutLine[]> {
  const query = db
    .select({
      id: comparisonClickouts.id,
      clickPriceCents: comparisonClickouts.clickPriceCents,
      coreProductName: comparisonCoreProducts.name,
    })
    .from(comparisonClickouts)
    .leftJoin(
      comparisonCoreProducts,
      eq(comparisonCoreProducts.id, comparisonClickouts.coreProductId),
    )
    .where(
      and(
        eq(comparisonClickouts.companyId, company.id),
        isNull(comparisonClickouts.invoiceId),
        gt(comparisonClickouts.clickPriceCents, 0),
        before ? lt(comparisonClickouts.clickedAt, before) : undefined,
      ),
    )
    .orderBy(asc(comparisonClickouts.clickedAt), asc(comparisonClickouts.id));
  const rows = await (lock ? query.for('update', { of: comparisonClickouts }) : query);
  const lines = new Map<string, ClickoutLine>();
  for (const row of rows) {
    const key = `${row.coreProductName ?? ''}\u0000${row.clickPriceCents}`;
    const line = lines.get(key) ?? {
      description: `Click-outs${row.coreProductName ? ` ${row.coreProductName}` : ''} à ${euros(row.clickPriceCents)}`,
      quantity: 0,
      priceCents: row.clickPriceCents,
      ledgerNumber: clickLedgerNumber(company),
      clickoutIds: [],
    };
    line.quantity += 1;
    line.clickoutIds.push(row.id);
    lines.set(key, line);
  }
  return [...lines.values()];
}
