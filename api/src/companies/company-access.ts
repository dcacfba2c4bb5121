import { and, eq, inArray } from 'drizzle-orm';
import { hasAccess } from '#domain/accounts/access';
import { OPERATION_PERMISSIONS } from '#domain/accounts/operation-permissions';
import type { Viewer } from '../accounts';
import type { Executor } from '../db';
import { ApiError } from '../shared/errors';
import { companies, type CompanyRow } from './company.table';
import { companyPartnerLinks } from './company-partner.table';
import { companyUsers } from './company-user.table';

/** Internal staff of the company area: who may open the company overview. */
export const COMPANY_STAFF = ['ROLE_LEAD_USER'] as const;
const PARTNER_ROLES = ['ROLE_LEAD_PARTNER', 'ROLE_LEAD_CLAIM_PARTNER'] as const;

export function isCompanyStaff(viewer: Pick<Viewer, 'roles'>): boolean {
  return hasAccess(viewer.roles, COMPANY_STAFF);
}

export function hasRole(viewer: Pick<Viewer, 'roles'>, role: string): boolean {
  return viewer.roles.includes(role);
}

export const isManager = (viewer: Pick<Viewer, 'roles'>) => hasRole(viewer, 'ROLE_LEAD_MANAGER');
export const isAccountManager = (viewer: Pick<Viewer, 'roles'>) =>
  hasRole(viewer, 'ROLE_LEAD_ACCOUNT_MANAGER');

/** What a customer or partner may reach: own companies, and for partners the companies they manage. */
export interface CompanyReach {
  /** Companies the viewer may read and change. */
  all: Set<number>;
  /** Companies where the viewer acts as main user (own admin link, or main user of the managing partner). */
  admin: Set<number>;
}

export async function companyReach(db: Executor, viewer: Viewer): Promise<CompanyReach> {
  const links = await db
    .select({ companyId: companyUsers.companyId, admin: companyUsers.admin })
    .from(companyUsers)
    .where(and(eq(companyUsers.userId, viewer.userId), eq(companyUsers.enabled, true)));
  const all = new Set(links.map((l) => l.companyId));
  const admin = new Set(links.filter((l) => l.admin).map((l) => l.companyId));
  if (links.length > 0 && hasAccess(viewer.roles, PARTNER_ROLES)) {
    const managed = await db
      .select({
        partnerId: companyPartnerLinks.partnerCompanyId,
        companyId: companyPartnerLinks.companyId,
      })
      .from(companyPartnerLinks)
      .where(inArray(companyPartnerLinks.partnerCompanyId, [...all]));
    for (const m of managed) {
      all.add(m.companyId);
      if (admin.has(m.partnerId)) admin.add(m.companyId);
    }
  }
  return { all, admin };
}

/** Hides companies the viewer may not see: the same 404 as a company that does not exist. */
export const companyNotFound = () => new ApiError(404, 'MESSAGE.NOT_FOUND');

export function parseId(value: unknown): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw companyNotFound();
  return id;
}

export interface CompanyAccess {
  company: CompanyRow;
  staff: boolean;
  /** Staff, or the company's main user (directly or through the managing partner). */
  canManage: boolean;
}

/**
 * The company when the viewer may see it; 404 otherwise (also for companies of
 * other customers, so their existence is not revealed).
 */
export async function companyFor(
  db: Executor,
  viewer: Viewer,
  rawId: unknown,
): Promise<CompanyAccess> {
  const id = parseId(rawId);
  const [company] = await db.select().from(companies).where(eq(companies.id, id));
  if (isCompanyStaff(viewer)) {
    if (!company) throw companyNotFound();
    return { company, staff: true, canManage: true };
  }
  const reach = await companyReach(db, viewer);
  if (!company || !reach.all.has(id)) throw companyNotFound();
  return { company, staff: false, canManage: reach.admin.has(id) };
}

/**
 * Like companyFor, but only staff or the main user pass (403 for other users of the
 * company), and the main user only with a role the customer company screens admit
 * (a claim partner is refused).
 */
export async function managedCompanyFor(
  db: Executor,
  viewer: Viewer,
  rawId: unknown,
): Promise<CompanyAccess> {
  const access = await companyFor(db, viewer, rawId);
  if (!access.canManage) throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
  if (!access.staff && !hasAccess(viewer.roles, OPERATION_PERMISSIONS.manageOwnCompany))
    throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
  return access;
}

/**
 * The company's prepaid balance, deposits and automatic top-up: staff, and the
 * company's users with a role the customer prepaid screen admits (not partners: 403).
 */
export async function prepaidCompanyFor(
  db: Executor,
  viewer: Viewer,
  rawId: unknown,
): Promise<CompanyAccess> {
  const access = await companyFor(db, viewer, rawId);
  if (!access.staff && !hasAccess(viewer.roles, OPERATION_PERMISSIONS.useOwnPrepaid))
    throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
  return access;
}

/** Staff-only operations on a company: other viewers get 404 for companies they cannot see, 403 for their own. */
export async function staffCompanyFor(
  db: Executor,
  viewer: Viewer,
  rawId: unknown,
): Promise<CompanyAccess> {
  const access = await companyFor(db, viewer, rawId);
  if (!access.staff) throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
  return access;
}

export function requireCompanyStaff(viewer: Viewer): void {
  if (!isCompanyStaff(viewer)) throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
}
