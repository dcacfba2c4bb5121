import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../accounts';
import type { AreaPlugin } from '../shared/area-plugin';
import { requireViewer } from '../shared/session-guard';
import { companyFor } from './company-access';
import { companyEvents } from './company-event.table';
import { errorResponses } from '../shared/responses';
import { companyEventListSchema } from './company-event.schema';

/** The company's event log, newest first, with who did it. */
export const companyEventRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company/:id/events',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Event log (timeline), newest first: { items: [{ id, type, data, created_at, user }], total }',
        params: z.object({ id: z.string() }),
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          itemsPerPage: z.coerce.number().int().min(1).max(500).default(50),
        }),
        response: { 200: companyEventListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await companyFor(db, viewer, request.params.id);
      const { page, itemsPerPage } = request.query;
      const rows = await db
        .select({
          event: companyEvents,
          givenName: users.givenName,
          familyName: users.familyName,
          email: users.email,
        })
        .from(companyEvents)
        .leftJoin(users, eq(users.id, companyEvents.userId))
        .where(eq(companyEvents.companyId, company.id))
        .orderBy(desc(companyEvents.createdAt), desc(companyEvents.id))
        .limit(itemsPerPage)
        .offset((page - 1) * itemsPerPage);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(companyEvents)
        .where(eq(companyEvents.companyId, company.id));
      return {
        items: rows.map(({ event, givenName, familyName, email }) => ({
          id: event.id,
          type: event.type,
          data: event.data,
          created_at: event.createdAt.toISOString(),
          user: event.userId
            ? { id: event.userId, given_name: givenName, family_name: familyName, email }
            : null,
        })),
        total: Number(count?.n ?? 0),
      };
    },
  );
};
