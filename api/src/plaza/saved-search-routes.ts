import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkPlazaQuery, plazaQuerySchema } from '#domain/plaza/plaza-query';
import { MESSAGE } from '#domain/shared/messages';
import { parseId } from '../companies';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest, conflict, notFound } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { plazaCompanyFor } from './plaza-access';
import { plazaSearches, type PlazaSearchRow } from './plaza-search.table';
import { plazaSavedSearchSchema } from './plaza.schema';
import { allProducts } from './search-routes';

const saveBody = z.object({
  name: z.string().trim().min(1, MESSAGE.ENTER_NAME).max(100, MESSAGE.TEXT_TOO_LONG),
  query: plazaQuerySchema,
  digest: z.boolean().default(false).describe('e-mail new matching leads, at most once an hour'),
  user_id: z.number().int().positive().nullish().describe('the user the search belongs to'),
  version: z.number().int().optional().describe('required when saving an existing search'),
});

export function savedSearchJson(row: PlazaSearchRow) {
  return {
    id: row.id,
    company_id: row.companyId,
    user_id: row.userId,
    name: row.name,
    query: row.query as Record<string, unknown>,
    digest: row.digest,
    digest_sent_at: row.digestSentAt?.toISOString() ?? null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
  };
}

/** Saved plaza searches, per company. */
export const savedSearchRoutes: AreaPlugin = async (app, { db }) => {
  const params = z.object({ company_id: z.string() });
  const idParams = z.object({ company_id: z.string(), id: z.string() });

  /** The stored query: the start and end dates are not kept (they are relative to today). */
  async function storedQuery(body: z.infer<typeof saveBody>) {
    const { fields } = checkPlazaQuery(body.query, await allProducts(db), new Date());
    const own = Object.fromEntries(
      Object.entries(fields).map(([key, message]) => [`query.${key}`, message]),
    );
    if (Object.keys(own).length > 0) throw badRequest(MESSAGE.VALIDATION_FAILED, own);
    const { startDate: _start, endDate: _end, currentPage: _page, ...kept } = body.query;
    return kept;
  }

  app.get(
    '/leadplaza/search/:company_id',
    {
      schema: {
        tags: ['plaza'],
        summary: "The company's saved plaza searches, by name",
        params,
        response: { 200: z.array(plazaSavedSearchSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const company = await plazaCompanyFor(db, requireViewer(request), request.params.company_id);
      const rows = await db
        .select()
        .from(plazaSearches)
        .where(eq(plazaSearches.companyId, company.id))
        .orderBy(asc(plazaSearches.name), asc(plazaSearches.id));
      return rows.map(savedSearchJson);
    },
  );

  app.post(
    '/leadplaza/search/:company_id',
    {
      schema: {
        tags: ['plaza'],
        summary: 'Saves a new plaza search (message MESSAGE.PLAZA_USER_SEARCH_CREATED)',
        params,
        body: saveBody,
        response: { 201: plazaSavedSearchSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const company = await plazaCompanyFor(db, viewer, request.params.company_id);
      const [row] = await db
        .insert(plazaSearches)
        .values({
          companyId: company.id,
          userId: request.body.user_id ?? viewer.userId,
          name: request.body.name,
          query: await storedQuery(request.body),
          digest: request.body.digest,
        })
        .returning();
      reply.code(201);
      return savedSearchJson(row!);
    },
  );

  app.post(
    '/leadplaza/search/:company_id/:id',
    {
      schema: {
        tags: ['plaza'],
        summary: 'Saves a plaza search again (name, query, digest; with version)',
        params: idParams,
        body: saveBody,
        response: { 200: plazaSavedSearchSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const company = await plazaCompanyFor(db, requireViewer(request), request.params.company_id);
      const id = parseId(request.params.id);
      if (request.body.version === undefined)
        throw badRequest(MESSAGE.VALIDATION_FAILED, { version: MESSAGE.FIELD_REQUIRED });
      const query = await storedQuery(request.body);
      const [current] = await db
        .select()
        .from(plazaSearches)
        .where(and(eq(plazaSearches.id, id), eq(plazaSearches.companyId, company.id)));
      if (!current) throw notFound();
      const [row] = await db
        .update(plazaSearches)
        .set({
          name: request.body.name,
          query,
          digest: request.body.digest,
          // Switching the digest on starts it from now, not from the search's first save.
          ...(request.body.digest && !current.digest ? { digestCheckedAt: new Date() } : {}),
          version: sql`${plazaSearches.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(plazaSearches.id, id), eq(plazaSearches.version, request.body.version)))
        .returning();
      if (!row) throw conflict();
      return savedSearchJson(row);
    },
  );

  app.delete(
    '/leadplaza/search/:company_id/:id',
    {
      schema: {
        tags: ['plaza'],
        summary: 'Deletes a saved plaza search (user_id: only when it belongs to that user)',
        params: idParams,
        querystring: z.object({ user_id: z.coerce.number().int().positive().optional() }),
        response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const company = await plazaCompanyFor(db, requireViewer(request), request.params.company_id);
      const conditions = [
        eq(plazaSearches.id, parseId(request.params.id)),
        eq(plazaSearches.companyId, company.id),
      ];
      if (request.query.user_id) conditions.push(eq(plazaSearches.userId, request.query.user_id));
      const deleted = await db
        .delete(plazaSearches)
        .where(and(...conditions))
        .returning({ id: plazaSearches.id });
      if (deleted.length === 0) throw notFound();
      return { message: MESSAGE.SUCCESSFULLY_DELETED };
    },
  );
};
