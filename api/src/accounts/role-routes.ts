import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordEvent } from '../events';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, notFound } from '../shared/errors';
import { OPERATION_PERMISSIONS } from '#domain/accounts/operation-permissions';
import { requirePermission } from '../shared/session-guard';
import { roles, userRoles } from './role.table';
import { errorResponses, listOf } from '../shared/responses';
import { roleSchema, userSchema } from './schemas';
import { users } from './user.table';
import { userBodies } from './user-view';

/** Only the manager reads the role list, grants and removes roles (user-role screen). */
export const ROLE_ADMIN_PERMISSION = OPERATION_PERMISSIONS.manageUserRoles;

const params = z.object({
  id: z.coerce.number().int().positive(),
  roleId: z.coerce.number().int().positive(),
});

export const roleRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/user/role',
    {
      schema: {
        tags: ['accounts'],
        summary: 'All roles (manager only: the user-role screen)',
        response: {
          200: listOf(roleSchema),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      requirePermission(request, ROLE_ADMIN_PERMISSION);
      const items = await db.select().from(roles).orderBy(asc(roles.name));
      return { items, total: items.length };
    },
  );

  const change =
    (grant: boolean) =>
    async (
      request: { params: z.infer<typeof params> } & Parameters<typeof requirePermission>[0],
    ) => {
      const viewer = requirePermission(request, ROLE_ADMIN_PERMISSION);
      const { id, roleId } = request.params;
      return db.transaction(async (tx) => {
        // Lock the user row: two removals at once must not leave the user without roles.
        const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!user) throw notFound();
        const [role] = await tx.select().from(roles).where(eq(roles.id, roleId));
        if (!role) throw notFound();
        const current = await tx
          .select({ roleId: userRoles.roleId })
          .from(userRoles)
          .where(eq(userRoles.userId, id));
        const holds = current.some((r) => r.roleId === roleId);
        if (grant && !holds) await tx.insert(userRoles).values({ userId: id, roleId });
        if (!grant && holds) {
          if (current.length === 1) throw new ApiError(400, 'MESSAGE.ROLE_REQUIRED');
          await tx
            .delete(userRoles)
            .where(and(eq(userRoles.userId, id), eq(userRoles.roleId, roleId)));
        }
        const changed = grant !== holds;
        const [updated] = changed
          ? await tx
              .update(users)
              .set({ version: sql`${users.version} + 1`, updatedAt: new Date() })
              .where(eq(users.id, id))
              .returning()
          : [user];
        if (changed) {
          await recordEvent(tx, {
            type: grant ? 'user.role_granted' : 'user.role_removed',
            userId: id,
            payload: { role: role.name, by: viewer.userId },
          });
        }
        const [body] = await userBodies(tx, [updated!]);
        return body!;
      });
    };

  const schema = (summary: string) => ({
    tags: ['accounts'],
    summary,
    params,
    response: {
      200: userSchema,
      ...errorResponses(400, 401, 403, 404),
    },
  });
  app.put(
    '/user/:id/role/:roleId',
    { schema: schema('Grant a role (manager only)') },
    change(true),
  );
  app.delete(
    '/user/:id/role/:roleId',
    { schema: schema('Remove a role (manager only; the last role stays)') },
    change(false),
  );
};
