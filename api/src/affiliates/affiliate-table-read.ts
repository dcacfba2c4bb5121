import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db';
import { notFound } from '../shared/errors';
import { affiliateCompanies } from './affiliate-company.table';
import { affiliateLogoPath } from './affiliate-company-read';
import {
  affiliateTableRows,
  affiliateTables,
  type AffiliateTableRow,
} from './affiliate-table.table';

/** Tables with their rows (and each row's company), in one query for the rows of all. */
export async function affiliateTablesJson(db: Executor, tables: AffiliateTableRow[]) {
  const ids = tables.map((table) => table.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ row: affiliateTableRows, company: affiliateCompanies })
          .from(affiliateTableRows)
          .innerJoin(
            affiliateCompanies,
            eq(affiliateCompanies.id, affiliateTableRows.affiliateCompanyId),
          )
          .where(inArray(affiliateTableRows.tableId, ids))
          .orderBy(asc(affiliateTableRows.tableId), asc(affiliateTableRows.position));
  return tables.map((table) => ({
    id: table.id,
    name: table.name,
    title: table.title,
    intro: table.intro,
    has_logo: table.logoKey !== null,
    logo_url:
      table.logoKey === null ? null : `/affiliate-table/${table.id}/logo?v=${table.version}`,
    rows: rows
      .filter(({ row }) => row.tableId === table.id)
      .map(({ row, company }) => ({
        id: row.id,
        position: row.position,
        affiliate_company: {
          id: company.id,
          name: company.name,
          logo_url: affiliateLogoPath(company),
        },
        offer: row.offer,
        price: row.price,
        link_url: row.linkUrl,
        usps: row.usps,
        highlighted: row.highlighted,
      })),
    version: table.version,
    updated_at: table.updatedAt.toISOString(),
  }));
}

export async function findAffiliateTable(db: Executor, id: number | null) {
  const [table] =
    id === null ? [] : await db.select().from(affiliateTables).where(eq(affiliateTables.id, id));
  if (!table) throw notFound();
  return table;
}

export async function readAffiliateTable(db: Executor, id: number | null) {
  const [json] = await affiliateTablesJson(db, [await findAffiliateTable(db, id)]);
  return json!;
}
