import { eq } from 'drizzle-orm';
import { parseId } from '../companies';
import type { Executor } from '../db';
import { notFound } from '../shared/errors';
import { leads, type LeadRow } from './lead.table';

/** The lead of a path parameter; 404 MESSAGE.LEAD_NOT_FOUND when there is none. */
export async function leadById(db: Executor, rawId: string): Promise<LeadRow> {
  const [lead] = await db
    .select()
    .from(leads)
    .where(eq(leads.id, parseId(rawId)));
  if (!lead) throw notFound('MESSAGE.LEAD_NOT_FOUND');
  return lead;
}
