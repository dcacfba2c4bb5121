import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Viewer } from '../accounts';
import type { Executor } from '../db';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { requireViewer } from '../shared/session-guard';
import { companies } from './company.table';
import {
  companyFor,
  companyNotFound,
  companyReach,
  isCompanyStaff,
  staffCompanyFor,
} from './company-access';
import { companiesJson } from './company-json';
import { announce } from './company-log';
import { companyPartnerLinks, companyPartners } from './company-partner.table';
import { matchExcludes } from './match-exclude.table';
import { errorResponses } from '../shared/responses';
import { companyListSchema } from './company.schema';
import { matchExcludeListSchema, okSchema, partnerSettingsSchema } from './partner-settings.schema';
import { requireVersion } from '../shared/version';
import { idSchema } from '../shared/ids';

const idParams = z.object({ id: z.string() });
const text = z.string().trim().max(255).nullish();

const partnerBody = z.object({
  must_be_verified_products: z
    .union([z.literal('-'), z.array(z.string().trim().min(1).max(100))])
    .nullish()
    .describe("product discriminators, or '-' / [] for none"),
  utm_campaign: text,
  utm_medium: text,
  utm_source: text,
  source_domain: text,
  version: z.number().int().optional().describe('required when settings exist'),
});

type PartnerRow = typeof companyPartners.$inferSelect;

function partnerJson(companyId: number, row: PartnerRow | undefined) {
  return {
    company_id: companyId,
    guid: row?.guid ?? null,
    must_be_verified_products: row?.mustBeVerifiedProducts ?? [],
    utm_campaign: row?.utmCampaign ?? null,
    utm_medium: row?.utmMedium ?? null,
    utm_source: row?.utmSource ?? null,
    source_domain: row?.sourceDomain ?? null,
    version: row?.version ?? 0,
  };
}

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

async function partnerByGuid(db: Executor, viewer: Viewer, guid: string): Promise<PartnerRow> {
  if (!/^[0-9a-f-]{36}$/i.test(guid)) throw companyNotFound();
  const [row] = await db.select().from(companyPartners).where(eq(companyPartners.guid, guid));
  if (!row) throw companyNotFound();
  if (!isCompanyStaff(viewer)) {
    const reach = await companyReach(db, viewer);
    if (!reach.all.has(row.companyId)) throw companyNotFound();
  }
  return row;
}

/** Partner settings, the companies a partner manages, and excluded matches. */
export const partnerRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company/:id/partner',
    {
      schema: {
        tags: ['companies'],
        summary: 'Partner settings',
        params: idParams,
        response: { 200: partnerSettingsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { company } = await companyFor(db, requireViewer(request), request.params.id);
      const [row] = await db
        .select()
        .from(companyPartners)
        .where(eq(companyPartners.companyId, company.id));
      return partnerJson(company.id, row);
    },
  );

  app.post(
    '/company/:id/partner',
    {
      schema: {
        tags: ['companies'],
        summary: 'Save partner settings (staff); the guid is generated once',
        params: idParams,
        body: partnerBody,
        response: { 200: partnerSettingsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await staffCompanyFor(db, viewer, request.params.id);
      const body = request.body;
      const products =
        body.must_be_verified_products === '-' || !body.must_be_verified_products
          ? []
          : body.must_be_verified_products.filter((p) => p !== '-');
      const values = {
        mustBeVerifiedProducts: [...new Set(products)],
        utmCampaign: emptyToNull(body.utm_campaign),
        utmMedium: emptyToNull(body.utm_medium),
        utmSource: emptyToNull(body.utm_source),
        sourceDomain: emptyToNull(body.source_domain),
      };
      const saved = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(companyPartners)
          .where(eq(companyPartners.companyId, company.id));
        let row: PartnerRow | undefined;
        if (existing) {
          const version = requireVersion(body.version);
          [row] = await tx
            .update(companyPartners)
            .set({ ...values, version: sql`${companyPartners.version} + 1` })
            .where(
              and(eq(companyPartners.companyId, company.id), eq(companyPartners.version, version)),
            )
            .returning();
          if (!row) throw new ApiError(409, 'MESSAGE.DATA_OUTDATED');
        } else {
          [row] = await tx
            .insert(companyPartners)
            .values({ companyId: company.id, guid: randomUUID(), ...values })
            .returning();
        }
        if (!company.isPartner)
          await tx.update(companies).set({ isPartner: true }).where(eq(companies.id, company.id));
        await announce(tx, 'company.partner_changed', company.id, viewer.userId);
        return row;
      });
      return partnerJson(company.id, saved);
    },
  );

  app.get(
    '/partner/:guid/company',
    {
      schema: {
        tags: ['companies'],
        summary: 'Companies the partner manages (staff or the partner itself), paged',
        params: z.object({ guid: z.string() }),
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          itemsPerPage: z.coerce.number().int().min(1).max(500).default(50),
          isLeadGeneratorCompany: z.enum(['true', 'false', '1', '0']).optional(),
        }),
        response: { 200: companyListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const partner = await partnerByGuid(db, requireViewer(request), request.params.guid);
      const { page, itemsPerPage, isLeadGeneratorCompany } = request.query;
      const links = await db
        .select({ id: companyPartnerLinks.companyId })
        .from(companyPartnerLinks)
        .where(eq(companyPartnerLinks.partnerCompanyId, partner.companyId));
      const ids = links.map((l) => l.id);
      if (ids.length === 0) return { items: [], total: 0 };
      const conditions = [inArray(companies.id, ids)];
      if (isLeadGeneratorCompany)
        conditions.push(
          eq(companies.isLeadGenerator, ['true', '1'].includes(isLeadGeneratorCompany)),
        );
      const where = and(...conditions);
      const rows = await db
        .select()
        .from(companies)
        .where(where)
        .orderBy(asc(companies.name), asc(companies.id))
        .limit(itemsPerPage)
        .offset((page - 1) * itemsPerPage);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(companies)
        .where(where);
      return { items: await companiesJson(db, rows), total: Number(count?.n ?? 0) };
    },
  );

  app.post(
    '/partner/:guid/company',
    {
      schema: {
        tags: ['companies'],
        summary: 'Let the partner manage a company (staff): body { company_id }',
        params: z.object({ guid: z.string() }),
        body: z.object({ company_id: idSchema }),
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const partner = await partnerByGuid(db, viewer, request.params.guid);
      const { company } = await staffCompanyFor(db, viewer, request.body.company_id);
      if (company.id === partner.companyId)
        throw new ApiError(400, 'MESSAGE.PARTNER_CANNOT_MANAGE_ITSELF');
      await db.transaction(async (tx) => {
        await tx
          .insert(companyPartnerLinks)
          .values({ partnerCompanyId: partner.companyId, companyId: company.id })
          .onConflictDoNothing();
        await announce(tx, 'company.partner_changed', company.id, viewer.userId, {
          partner_company_id: partner.companyId,
        });
      });
      return { ok: true };
    },
  );

  app.delete(
    '/partner/:guid/company/:companyId',
    {
      schema: {
        tags: ['companies'],
        summary: 'Stop the partner managing a company (staff)',
        params: z.object({ guid: z.string(), companyId: z.string() }),
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const partner = await partnerByGuid(db, viewer, request.params.guid);
      const { company } = await staffCompanyFor(db, viewer, request.params.companyId);
      await db.transaction(async (tx) => {
        await tx
          .delete(companyPartnerLinks)
          .where(
            and(
              eq(companyPartnerLinks.partnerCompanyId, partner.companyId),
              eq(companyPartnerLinks.companyId, company.id),
            ),
          );
        await announce(tx, 'company.partner_changed', company.id, viewer.userId, {
          partner_company_id: partner.companyId,
        });
      });
      return { ok: true };
    },
  );

  const matchBody = z.object({
    matchId: z.coerce.number().int().positive().optional(),
    match_id: z.coerce.number().int().positive().optional(),
  });
  const matchIdOf = (body: { matchId?: number | undefined; match_id?: number | undefined }) => {
    const id = body.matchId ?? body.match_id;
    if (!id || id > 2 ** 31 - 1)
      throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', { matchId: 'MESSAGE.FIELD_REQUIRED' });
    return id;
  };
  const excludedOf = async (companyId: number) => {
    const rows = await db
      .select()
      .from(matchExcludes)
      .where(eq(matchExcludes.companyId, companyId))
      .orderBy(asc(matchExcludes.matchId));
    return {
      items: rows.map((r) => ({ match_id: r.matchId, created_at: r.createdAt.toISOString() })),
      total: rows.length,
    };
  };

  app.get(
    '/company/:id/match_exclude',
    {
      schema: {
        tags: ['companies'],
        summary: 'Excluded matches (staff)',
        params: idParams,
        response: { 200: matchExcludeListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { company } = await staffCompanyFor(db, requireViewer(request), request.params.id);
      return excludedOf(company.id);
    },
  );

  app.post(
    '/company/:id/match_exclude',
    {
      schema: {
        tags: ['companies'],
        summary: 'Exclude a match (staff): body { matchId }',
        params: idParams,
        body: matchBody,
        response: { 200: matchExcludeListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await staffCompanyFor(db, viewer, request.params.id);
      const matchId = matchIdOf(request.body);
      await db.transaction(async (tx) => {
        await tx
          .insert(matchExcludes)
          .values({ companyId: company.id, matchId })
          .onConflictDoNothing();
        await announce(tx, 'company.match_excludes_changed', company.id, viewer.userId, {
          match_id: matchId,
        });
      });
      return excludedOf(company.id);
    },
  );

  app.delete(
    '/company/:id/match_exclude',
    {
      schema: {
        tags: ['companies'],
        summary: 'Undo a match exclusion (staff): body or query { matchId }',
        params: idParams,
        response: { 200: matchExcludeListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await staffCompanyFor(db, viewer, request.params.id);
      const source = {
        ...(request.query as object),
        ...((request.body as object | undefined) ?? {}),
      } as Record<string, unknown>;
      const matchId = matchIdOf(matchBody.parse(source));
      await db.transaction(async (tx) => {
        await tx
          .delete(matchExcludes)
          .where(and(eq(matchExcludes.companyId, company.id), eq(matchExcludes.matchId, matchId)));
        await announce(tx, 'company.match_excludes_changed', company.id, viewer.userId, {
          match_id: matchId,
        });
      });
      return excludedOf(company.id);
    },
  );
};
