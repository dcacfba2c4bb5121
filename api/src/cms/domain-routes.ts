import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { domainInputSchema } from '#domain/cms/domain-input';
import type { Executor } from '../db';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { idOf, requireCmsUser } from './cms-access';
import { cmsDomainListSchema, cmsDomainSchema } from './domain.schema';
import { cmsDomains, type CmsDomainRow } from './domain.table';
import { requireVersion } from '../shared/version';

const idParams = z.object({ id: z.string() });
const domainBody = z
  .record(z.string(), z.unknown())
  .describe('name and host; a save also sends the version it read');

// Written out: inside a subquery drizzle leaves column names unqualified.
const pageCount = sql<number>`(select count(*)::int from cms_pages p where p.domain_id = cms_domains.id)`;

function domainJson(row: CmsDomainRow & { pageCount: number }) {
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    page_count: row.pageCount,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function readDomain(db: Executor, id: number | null) {
  if (id === null) throw notFound();
  const [row] = await db
    .select({ domain: cmsDomains, pageCount })
    .from(cmsDomains)
    .where(eq(cmsDomains.id, id));
  if (!row) throw notFound();
  return domainJson({ ...row.domain, pageCount: row.pageCount });
}

async function refuseTakenHost(db: Executor, host: string, id: number | null) {
  const taken = await db
    .select({ id: cmsDomains.id })
    .from(cmsDomains)
    .where(and(eq(cmsDomains.host, host), id === null ? undefined : ne(cmsDomains.id, id)))
    .limit(1);
  if (taken.length > 0)
    throw badRequest('MESSAGE.VALIDATION_FAILED', { host: 'MESSAGE.ADDRESS_IN_USE' });
}

/** The sites the CMS keeps pages for. */
export const domainRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/cms/domain',
    {
      schema: {
        tags: ['cms'],
        summary: 'Every domain with its number of pages, by name',
        response: { 200: cmsDomainListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const rows = await db
        .select({ domain: cmsDomains, pageCount })
        .from(cmsDomains)
        .orderBy(asc(cmsDomains.name), asc(cmsDomains.id));
      const items = rows.map((r) => domainJson({ ...r.domain, pageCount: r.pageCount }));
      return { items, total: items.length };
    },
  );

  app.get(
    '/cms/domain/:id',
    {
      schema: {
        tags: ['cms'],
        summary: 'A domain',
        params: idParams,
        response: { 200: cmsDomainSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      return readDomain(db, idOf(request.params.id));
    },
  );

  app.post(
    '/cms/domain',
    {
      schema: {
        tags: ['cms'],
        summary: 'Add a domain',
        body: domainBody,
        response: { 201: cmsDomainSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireCmsUser(request);
      const input = domainInputSchema.parse(request.body);
      const id = await db.transaction(async (tx) => {
        await refuseTakenHost(tx, input.host, null);
        const [row] = await tx.insert(cmsDomains).values(input).returning({ id: cmsDomains.id });
        return row!.id;
      });
      return reply.status(201).send(await readDomain(db, id));
    },
  );

  app.post(
    '/cms/domain/:id',
    {
      schema: {
        tags: ['cms'],
        summary: 'Save a domain over the version read; 409 when someone saved in between',
        params: idParams,
        body: domainBody,
        response: { 200: cmsDomainSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const id = idOf(request.params.id);
      await readDomain(db, id);
      const version = requireVersion(request.body.version);
      const input = domainInputSchema.parse(request.body);
      await db.transaction(async (tx) => {
        await refuseTakenHost(tx, input.host, id);
        const [row] = await tx
          .update(cmsDomains)
          .set({ ...input, version: sql`${cmsDomains.version} + 1`, updatedAt: new Date() })
          .where(and(eq(cmsDomains.id, id!), eq(cmsDomains.version, version)))
          .returning({ id: cmsDomains.id });
        if (!row) throw new ApiError(409, 'MESSAGE.DATA_OUTDATED');
      });
      return readDomain(db, id);
    },
  );
};
