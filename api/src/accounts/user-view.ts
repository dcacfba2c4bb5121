import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { companySummariesOf, type CompanySummary } from './company-links';
import { roles, userRoles } from './role.table';
import { users, type UserRow } from './user.table';
import { STAFF_ROLES } from './viewer';

export interface RoleBody {
  id: number;
  name: string;
}

/** A user as REST answers it (snake_case, docs/architecture.md). */
export interface UserBody {
  id: number;
  email: string;
  given_name: string;
  family_name: string;
  gender: string | null;
  enabled: boolean;
  opt_out: boolean;
  photo: string | null;
  internal_partner: boolean;
  hide_sepa_alert: boolean;
  version: number;
  roles: RoleBody[];
}

export interface CurrentUserBody extends UserBody {
  companies: CompanySummary[];
}

/** An internal partner holds the partner role and a staff role (or is flagged as one). */
export function isInternalPartner(
  user: Pick<UserRow, 'internalPartner'>,
  roleNames: readonly string[],
): boolean {
  if (user.internalPartner) return true;
  const internal = [
    'ROLE_LEAD_MANAGER',
    'ROLE_LEAD_ACCOUNT_MANAGER',
    'ROLE_LEAD_USER',
    'ROLE_LEAD_CLAIMS',
    'ROLE_LEAD_SALES',
  ];
  return roleNames.includes('ROLE_LEAD_PARTNER') && roleNames.some((r) => internal.includes(r));
}

export function userBody(user: UserRow, userRolesList: RoleBody[]): UserBody {
  return {
    id: user.id,
    email: user.email,
    given_name: user.givenName,
    family_name: user.familyName,
    gender: user.gender,
    enabled: user.enabled,
    opt_out: user.optOut,
    photo: user.photo,
    internal_partner: isInternalPartner(
      user,
      userRolesList.map((r) => r.name),
    ),
    hide_sepa_alert: user.hideSepaAlert,
    version: user.version,
    roles: userRolesList,
  };
}

/** Roles of several users in one query. */
export async function rolesOfUsers(
  db: Executor,
  userIds: number[],
): Promise<Map<number, RoleBody[]>> {
  const map = new Map<number, RoleBody[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.name));
  for (const row of rows) map.get(row.userId)?.push({ id: row.id, name: row.name });
  return map;
}

export async function userBodies(db: Executor, rows: UserRow[]): Promise<UserBody[]> {
  const rolesMap = await rolesOfUsers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => userBody(row, rolesMap.get(row.id) ?? []));
}

// Qualified by hand: drizzle writes a column of a one-table query without its table, which
// inside the subquery would name the role's `id`.
const userId = sql.raw('"users"."id"');
/** The user's roles by name, as a column of the user's own row. */
const rolesColumn = sql<
  RoleBody[] | null
>`(SELECT json_agg(json_build_object('id', r.id, 'name', r.name)
    ORDER BY r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ${userId})`;

/** Users by id with their roles in one statement (the gateway's batch read, docs/performance.md). */
export async function userBodiesByIds(db: Executor, ids: number[]): Promise<UserBody[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ user: users, roles: rolesColumn })
    .from(users)
    .where(inArray(users.id, ids));
  return rows.map((row) => userBody(row.user, row.roles ?? []));
}

export async function currentUserBody(db: Executor, user: UserRow): Promise<CurrentUserBody> {
  const [body] = await userBodies(db, [user]);
  const companies = await companySummariesOf(db, user.id);
  return { ...body!, companies };
}

export function holdsStaffRole(roleNames: readonly string[]): boolean {
  return roleNames.some((r) => STAFF_ROLES.includes(r));
}
