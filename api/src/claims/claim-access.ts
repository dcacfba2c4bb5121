import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { hasAccess } from '#domain/accounts/access';
import type { Viewer } from '../accounts';
import { companyReach, isCompanyStaff, parseId } from '../companies';
import type { Executor } from '../db';
import { leads, assignedLeads } from '../leads';
import { notFound } from '../shared/errors';
import { claims, type ClaimRow } from './claim.table';

const PARTNER_ROLES = ['ROLE_LEAD_PARTNER', 'ROLE_LEAD_CLAIM_PARTNER'] as const;

/**
 * Which claims the viewer may read, as a condition on `claims`: staff all of them;
 * customers those of their companies; partners also those on leads their company
 * sent. Null means all.
 */
export async function claimReach(db: Executor, viewer: Viewer): Promise<SQL | null> {
  if (isCompanyStaff(viewer)) return null;
  const reach = [...(await companyReach(db, viewer)).all];
  const own = reach.length ? inArray(claims.companyId, reach) : sql`false`;
  if (!hasAccess(viewer.roles, PARTNER_ROLES) || viewer.companyIds.length === 0) return own;
  const sent = db
    .select({ id: assignedLeads.id })
    .from(assignedLeads)
    .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
    .where(inArray(leads.partnerCompanyId, viewer.companyIds));
  return or(own, inArray(claims.assignedLeadId, sent))!;
}

/** The claim when the viewer may read it; 404 otherwise, so other companies' claims do not leak. */
export async function claimFor(
  db: Executor,
  viewer: Viewer,
  rawId: unknown,
  lock = false,
): Promise<ClaimRow> {
  const id = parseId(rawId);
  const reach = await claimReach(db, viewer);
  const query = db
    .select()
    .from(claims)
    .where(reach ? sql`${claims.id} = ${id} AND ${reach}` : eq(claims.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
