import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { ApiError } from '../shared/errors';
import { companies, type CompanyRow, type NewCompanyRow } from './company.table';
import { companyNotFound } from './company-access';

export type CompanyPatch = Partial<Omit<NewCompanyRow, 'id' | 'version' | 'createdAt'>>;

/**
 * Updates a company and bumps its version. With `expectedVersion` the write only
 * happens when nobody saved in between; otherwise 409 MESSAGE.DATA_OUTDATED.
 */
export async function updateCompany(
  tx: Executor,
  id: number,
  patch: CompanyPatch,
  expectedVersion?: number,
): Promise<CompanyRow> {
  const where =
    expectedVersion === undefined
      ? eq(companies.id, id)
      : and(eq(companies.id, id), eq(companies.version, expectedVersion));
  const [row] = await tx
    .update(companies)
    .set({ ...patch, version: sql`${companies.version} + 1`, updatedAt: new Date() })
    .where(where)
    .returning();
  if (row) return row;
  if (expectedVersion !== undefined) {
    const [exists] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, id));
    if (exists) throw new ApiError(409, 'MESSAGE.DATA_OUTDATED');
  }
  throw companyNotFound();
}

/** Reads the company row locked for the rest of the transaction (serialises concurrent state changes). */
export async function lockCompany(tx: Executor, id: number): Promise<CompanyRow> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  if (!row) throw companyNotFound();
  return row;
}
