import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  affiliateTableInputSchema,
  type AffiliateTableInput,
} from '#domain/affiliates/affiliate-table-input';
import { MESSAGE } from '#domain/shared/messages';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { idOf, requireCmsUser } from '../cms';
import { listPaging } from '../shared/paging';
import { containsPattern } from '../shared/query-filters';
import type { Executor } from '../db';
import type { FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import { outdated, requireVersion } from '../shared/version';
import { affiliateCompanies } from './affiliate-company.table';
import {
  affiliateTablesJson,
  findAffiliateTable,
  readAffiliateTable,
} from './affiliate-table-read';
import { affiliateTableListSchema, affiliateTableSchema } from './affiliate-table.schema';
import { affiliateTableRows, affiliateTables } from './affiliate-table.table';

const idParams = z.object({ id: z.string() });
const tableBody = z
  .record(z.string(), z.unknown())
  .describe(
    'name, title, intro, rows [{ affiliate_company_id, offer, price, link_url, usps, highlighted }]; a save also sends the version it read',
  );

/** Refuses a taken name and companies that do not exist (the field names the row). */
async function checkTable(tx: Executor, input: AffiliateTableInput, id: number | null) {
  const [taken] = await tx
    .select({ id: affiliateTables.id })
    .from(affiliateTables)
    .where(
      and(
        eq(sql`lower(${affiliateTables.name})`, input.name.toLowerCase()),
        id === null ? undefined : ne(affiliateTables.id, id),
      ),
    );
  if (taken) throw badRequest(MESSAGE.VALIDATION_FAILED, { name: MESSAGE.NAME_IN_USE });
  const wanted = [...new Set(input.rows.map((row) => row.affiliate_company_id))];
  const known =
    wanted.length === 0
      ? []
      : await tx
          .select({ id: affiliateCompanies.id })
          .from(affiliateCompanies)
          .where(inArray(affiliateCompanies.id, wanted));
  const missing = input.rows.findIndex(
    (row) => !known.some((company) => company.id === row.affiliate_company_id),
  );
  if (missing >= 0)
    throw badRequest(MESSAGE.VALIDATION_FAILED, {
      [`rows.${missing}.affiliate_company_id`]: MESSAGE.SELECT_OPTION,
    });
}

/** The rows as given, in that order: the old ones go, the new ones are numbered from 0. */
async function replaceRows(tx: Executor, tableId: number, input: AffiliateTableInput) {
  await tx.delete(affiliateTableRows).where(eq(affiliateTableRows.tableId, tableId));
  if (input.rows.length === 0) return;
  await tx.insert(affiliateTableRows).values(
    input.rows.map((row, position) => ({
      tableId,
      position,
      affiliateCompanyId: row.affiliate_company_id,
      offer: row.offer,
      price: row.price,
      linkUrl: row.link_url,
      usps: row.usps,
      highlighted: row.highlighted,
    })),
  );
}

/** Affiliate tables (content editors): ranked offers of affiliate companies, saved as a whole. */
export const affiliateTableRoutes = (storage: FileStorage): AreaPlugin =>
  async function affiliateTableList(app, { db }) {
    app.get(
      '/affiliate-table',
      {
        schema: {
          tags: ['affiliates'],
          summary:
            'Affiliate tables by name with their rows, 50 a page; total in X-Pagination-Total',
          querystring: z.object({
            search: z.string().max(100).optional(),
            currentPage: z.string().optional(),
            itemsPerPage: z.string().optional(),
          }),
          response: { 200: affiliateTableListSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        requireCmsUser(request);
        const search = request.query.search?.trim();
        const where = search ? ilike(affiliateTables.name, containsPattern(search)) : undefined;
        const { limit, offset } = listPaging(request.query, PAGE_SIZES.default);
        const tables = await db
          .select()
          .from(affiliateTables)
          .where(where)
          .orderBy(asc(sql`lower(${affiliateTables.name})`))
          .limit(limit)
          .offset(offset);
        const [count] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(affiliateTables)
          .where(where);
        const total = count?.n ?? 0;
        reply.header('X-Pagination-Total', String(total));
        return { items: await affiliateTablesJson(db, tables), total };
      },
    );

    app.get(
      '/affiliate-table/:id',
      {
        schema: {
          tags: ['affiliates'],
          summary: 'One affiliate table with its rows',
          params: idParams,
          response: { 200: affiliateTableSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        return readAffiliateTable(db, idOf(request.params.id));
      },
    );

    app.post(
      '/affiliate-table',
      {
        schema: {
          tags: ['affiliates'],
          summary: 'Add an affiliate table with its rows',
          body: tableBody,
          response: { 201: affiliateTableSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        requireCmsUser(request);
        const input = affiliateTableInputSchema.parse(request.body);
        const id = await db.transaction(async (tx) => {
          await checkTable(tx, input, null);
          const [row] = await tx
            .insert(affiliateTables)
            .values({ name: input.name, title: input.title, intro: input.intro })
            .returning({ id: affiliateTables.id });
          await replaceRows(tx, row!.id, input);
          return row!.id;
        });
        return reply.status(201).send(await readAffiliateTable(db, id));
      },
    );

    app.post(
      '/affiliate-table/:id',
      {
        schema: {
          tags: ['affiliates'],
          summary:
            'Save a table and all its rows over the version read; 409 when someone saved in between',
          params: idParams,
          body: tableBody,
          response: { 200: affiliateTableSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const table = await findAffiliateTable(db, idOf(request.params.id));
        const version = requireVersion(request.body.version);
        const input = affiliateTableInputSchema.parse(request.body);
        await db.transaction(async (tx) => {
          const [row] = await tx
            .update(affiliateTables)
            .set({
              name: input.name,
              title: input.title,
              intro: input.intro,
              version: sql`${affiliateTables.version} + 1`,
              updatedAt: new Date(),
            })
            .where(and(eq(affiliateTables.id, table.id), eq(affiliateTables.version, version)))
            .returning({ id: affiliateTables.id });
          // The version row is locked now: a second save waits, then finds it changed.
          if (!row) throw outdated();
          await checkTable(tx, input, table.id);
          await replaceRows(tx, table.id, input);
        });
        return readAffiliateTable(db, table.id);
      },
    );

    app.delete(
      '/affiliate-table/:id',
      {
        schema: {
          tags: ['affiliates'],
          summary: 'Delete an affiliate table with its rows',
          params: idParams,
          response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const table = await findAffiliateTable(db, idOf(request.params.id));
        await db.delete(affiliateTables).where(eq(affiliateTables.id, table.id));
        if (table.logoKey) await storage.delete(table.logoKey).catch(() => undefined);
        return { message: MESSAGE.SUCCESSFULLY_DELETED };
      },
    );
  };
