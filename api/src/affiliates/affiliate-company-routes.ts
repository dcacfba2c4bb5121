import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { affiliateCompanyInputSchema } from '#domain/affiliates/affiliate-company-input';
import { MESSAGE } from '#domain/shared/messages';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { idOf, requireCmsUser } from '../cms';
import { listPaging } from '../shared/paging';
import { containsPattern } from '../shared/query-filters';
import type { Executor } from '../db';
import type { FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import {
  affiliateCompanyJson,
  readAffiliateCompany,
  selectAffiliateCompanies,
} from './affiliate-company-read';
import { affiliateCompanyListSchema, affiliateCompanySchema } from './affiliate-company.schema';
import { affiliateCompanies } from './affiliate-company.table';
import { requireVersion } from '../shared/version';

const idParams = z.object({ id: z.string() });
const companyBody = z
  .record(z.string(), z.unknown())
  .describe('name, website, description; a save also sends the version it read');

async function refuseTakenName(db: Executor, name: string, id: number | null) {
  const [taken] = await db
    .select({ id: affiliateCompanies.id })
    .from(affiliateCompanies)
    .where(
      and(
        eq(sql`lower(${affiliateCompanies.name})`, name.toLowerCase()),
        id === null ? undefined : ne(affiliateCompanies.id, id),
      ),
    );
  if (taken) throw badRequest(MESSAGE.VALIDATION_FAILED, { name: MESSAGE.NAME_IN_USE });
}

/** Affiliate companies (content editors): the shops and partners outgoing links lead to. */
export const affiliateCompanyRoutes = (storage: FileStorage): AreaPlugin =>
  async function affiliateCompanyList(app, { db }) {
    app.get(
      '/affiliate-company',
      {
        schema: {
          tags: ['affiliates'],
          summary:
            'Affiliate companies by name, searchable, 50 a page; total in X-Pagination-Total',
          querystring: z.object({
            search: z.string().max(100).optional(),
            currentPage: z.string().optional(),
            itemsPerPage: z.string().optional(),
          }),
          response: { 200: affiliateCompanyListSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        requireCmsUser(request);
        const search = request.query.search?.trim();
        const where = search
          ? or(
              ilike(affiliateCompanies.name, containsPattern(search)),
              ilike(affiliateCompanies.website, containsPattern(search)),
            )
          : undefined;
        const { limit, offset } = listPaging(request.query, PAGE_SIZES.default);
        const rows = await selectAffiliateCompanies(db)
          .where(where)
          .orderBy(asc(sql`lower(${affiliateCompanies.name})`))
          .limit(limit)
          .offset(offset);
        const [count] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(affiliateCompanies)
          .where(where);
        const total = count?.n ?? 0;
        reply.header('X-Pagination-Total', String(total));
        return { items: rows.map(affiliateCompanyJson), total };
      },
    );

    app.get(
      '/affiliate-company/:id',
      {
        schema: {
          tags: ['affiliates'],
          summary: 'One affiliate company',
          params: idParams,
          response: { 200: affiliateCompanySchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        return affiliateCompanyJson(await readAffiliateCompany(db, idOf(request.params.id)));
      },
    );

    app.post(
      '/affiliate-company',
      {
        schema: {
          tags: ['affiliates'],
          summary: 'Add an affiliate company (names are unique, whatever their case)',
          body: companyBody,
          response: { 201: affiliateCompanySchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        requireCmsUser(request);
        const input = affiliateCompanyInputSchema.parse(request.body);
        const id = await db.transaction(async (tx) => {
          await refuseTakenName(tx, input.name, null);
          const [row] = await tx
            .insert(affiliateCompanies)
            .values(input)
            .returning({ id: affiliateCompanies.id });
          return row!.id;
        });
        return reply.status(201).send(affiliateCompanyJson(await readAffiliateCompany(db, id)));
      },
    );

    app.post(
      '/affiliate-company/:id',
      {
        schema: {
          tags: ['affiliates'],
          summary:
            'Save an affiliate company over the version read; 409 when someone saved in between',
          params: idParams,
          body: companyBody,
          response: { 200: affiliateCompanySchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const { company } = await readAffiliateCompany(db, idOf(request.params.id));
        const version = requireVersion(request.body.version);
        const input = affiliateCompanyInputSchema.parse(request.body);
        await db.transaction(async (tx) => {
          await refuseTakenName(tx, input.name, company.id);
          const [row] = await tx
            .update(affiliateCompanies)
            .set({
              ...input,
              version: sql`${affiliateCompanies.version} + 1`,
              updatedAt: new Date(),
            })
            .where(
              and(eq(affiliateCompanies.id, company.id), eq(affiliateCompanies.version, version)),
            )
            .returning({ id: affiliateCompanies.id });
          if (!row) throw new ApiError(409, MESSAGE.DATA_OUTDATED);
        });
        return affiliateCompanyJson(await readAffiliateCompany(db, company.id));
      },
    );

    app.delete(
      '/affiliate-company/:id',
      {
        schema: {
          tags: ['affiliates'],
          summary: 'Delete an affiliate company; its links and recorded clicks stay, without it',
          params: idParams,
          response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const { company } = await readAffiliateCompany(db, idOf(request.params.id));
        await db.delete(affiliateCompanies).where(eq(affiliateCompanies.id, company.id));
        if (company.logoKey) await storage.delete(company.logoKey).catch(() => undefined);
        return { message: MESSAGE.SUCCESSFULLY_DELETED };
      },
    );
  };
