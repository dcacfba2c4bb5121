import { eq, or } from 'drizzle-orm';
import { hasAccess } from '#domain/accounts/access';
import { mayPerform } from '#domain/accounts/operation-permissions';
import { findRoute } from '#domain/routing/routes';
import type { Viewer } from '../accounts';
import {
  companyNotFound,
  companyReach,
  parseId,
  companies,
  type CompanyRow,
  matchExcludes,
} from '../companies';
import type { Executor } from '../db';
import { ApiError } from '../shared/errors';

/** Who may open the plaza at all: the route's permission (customers and staff). */
export function requirePlazaUser(viewer: Viewer): void {
  if (!hasAccess(viewer.roles, findRoute('/lead-generator/plaza')?.permission ?? []))
    throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
}

/**
 * The company whose plaza the viewer works in: one of the viewer's own
 * companies, or any company for sales staff (who open a customer's plaza for
 * them). Anything else is the same 404 as a company that does not exist.
 */
export async function plazaCompanyFor(
  db: Executor,
  viewer: Viewer,
  rawId: unknown,
  options: { lock?: boolean } = {},
): Promise<CompanyRow> {
  requirePlazaUser(viewer);
  const id = parseId(rawId);
  if (!mayPerform(viewer.roles, 'viewOtherCompanyPlaza')) {
    const reach = await companyReach(db, viewer);
    if (!reach.all.has(id)) throw companyNotFound();
  }
  const query = db.select().from(companies).where(eq(companies.id, id));
  const [company] = options.lock ? await query.for('update') : await query;
  if (!company) throw companyNotFound();
  return company;
}

/** The company and those it is kept apart from (either direction): it buys none of their leads. */
export async function blockedCompanyIds(db: Executor, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ companyId: matchExcludes.companyId, matchId: matchExcludes.matchId })
    .from(matchExcludes)
    .where(or(eq(matchExcludes.companyId, companyId), eq(matchExcludes.matchId, companyId)));
  const ids = new Set([companyId]);
  for (const row of rows) ids.add(row.companyId === companyId ? row.matchId : row.companyId);
  return [...ids];
}
