import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, notFound } from '../shared/errors';
import { isStaff, requirePermission, requireViewer, type Viewer } from '../shared/session-guard';
import { rowsOf } from './company-links';
import { ROLE_ADMIN_PERMISSION } from './role-routes';
import { roles, userRoles } from './role.table';
import { errorResponses, listOf } from '../shared/responses';
import { employeeSchema, userLookupSchema, userSchema } from './schemas';
import { users } from './user.table';
import { rolesOfUsers, userBodies, userBodiesByIds } from './user-view';
import { listUsers } from './user-list';
import { findUserByEmail, findUserById } from './users';
import { STAFF_ROLES } from './viewer';
import { isIdValue } from '../shared/ids';

/** Who may look up an existing user by e-mail (prefill of the new-user form). */
export const USER_LOOKUP_PERMISSION = [
  'ROLE_LEAD_USER',
  'ROLE_LEAD_MANAGER',
  'ROLE_LEAD_ACCOUNT_MANAGER',
  'ROLE_LEAD_SALES',
];

const idsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'MESSAGE.ENTER_VALID_NUMBER')
    // An id beyond the id column's range names no user: left out like any missing id.
    .transform((value) => [...new Set(value.split(',').map(Number))].filter(isIdValue))
    .refine((ids) => ids.length <= 500, 'MESSAGE.VALUE_TOO_HIGH')
    .optional(),
  // Without ids: the user list of the user-role screen (manager only).
  search: z.string().max(200).optional(),
  page: z.coerce.number().int().positive().optional(),
  itemsPerPage: z.coerce.number().int().positive().max(500).optional(),
});

/** Users who share a company with the viewer (and the viewer): what a non-staff user may read. */
async function visibleUserIds(db: Executor, viewer: Viewer, ids: number[]): Promise<Set<number>> {
  const visible = new Set<number>(ids.includes(viewer.userId) ? [viewer.userId] : []);
  if (viewer.companyIds.length === 0) return visible;
  const result = await db.execute(sql`
    SELECT DISTINCT user_id FROM company_users
    WHERE company_id IN (${sql.join(
      viewer.companyIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      AND user_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  for (const row of rowsOf<{ user_id: number }>(result)) visible.add(Number(row.user_id));
  return visible;
}

/** Reading users: batch by ids, lookup by e-mail, read by id, the employee list. */
export const userRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/user',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Batch read by ids (staff: any user; others: themselves and users of their companies); without ids the paged user list (manager only, search/page/itemsPerPage)',
        querystring: idsQuery,
        response: {
          // total only on the paged list (without ids).
          200: z.object({ items: z.array(userSchema), total: z.number().int().optional() }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const ids = request.query.ids;
      if (!ids) {
        requirePermission(request, ROLE_ADMIN_PERMISSION);
        return listUsers(db, request.query);
      }
      const viewer = requireViewer(request);
      const allowed = isStaff(viewer) ? new Set(ids) : await visibleUserIds(db, viewer, ids);
      return {
        items: await userBodiesByIds(
          db,
          ids.filter((id) => allowed.has(id)),
        ),
      };
    },
  );

  app.get(
    '/user/employee',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Internal staff (for account manager and salesperson pickers)',
        response: { 200: listOf(employeeSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, STAFF_ROLES);
      const staff = db
        .selectDistinct({ userId: userRoles.userId })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(inArray(roles.name, [...STAFF_ROLES]));
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.enabled, true), inArray(users.id, staff)))
        .orderBy(asc(users.givenName), asc(users.familyName));
      const rolesMap = await rolesOfUsers(
        db,
        rows.map((r) => r.id),
      );
      const items = rows.map((r) => ({
        id: r.id,
        email: r.email,
        given_name: r.givenName,
        family_name: r.familyName,
        roles: (rolesMap.get(r.id) ?? []).map((role) => role.name),
      }));
      return { items, total: items.length };
    },
  );

  app.get(
    '/user/:key',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'By e-mail: name and gender of an existing user (staff only). By id: the user (staff or self).',
        params: z.object({ key: z.string().min(1) }),
        response: {
          200: z.union([userSchema, userLookupSchema]),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const { key } = request.params;
      if (/^\d+$/.test(key)) {
        const viewer = requireViewer(request);
        const id = Number(key);
        // No user has an id beyond the id column's range.
        if (!isIdValue(id)) throw notFound();
        if (
          !isStaff(viewer) &&
          viewer.userId !== id &&
          !(await visibleUserIds(db, viewer, [id])).has(id)
        ) {
          throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
        }
        const user = await findUserById(db, id);
        if (!user) throw notFound();
        const [body] = await userBodies(db, [user]);
        return body!;
      }
      requirePermission(request, USER_LOOKUP_PERMISSION);
      const user = await findUserByEmail(db, key);
      if (!user) throw notFound();
      return {
        email: user.email,
        given_name: user.givenName,
        family_name: user.familyName,
        gender: user.gender,
      };
    },
  );
};
