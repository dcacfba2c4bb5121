import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { dealProblems, normalizeDeal, type DealDraft } from '#domain/deals/deal-validation';
import { MESSAGE } from '#domain/shared/messages';
import { companyFor, parseId, logCompanyEvent } from '../companies';
import type { Executor } from '../db';
import { products } from '../products';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireStaff, requireViewer } from '../shared/session-guard';
import { applyDealEnd } from './deal-ending';
import { companyDeals, dealsJson } from './deal-json';
import { freePlazaLeadsOf } from './deal-prices';
import { dealProducts } from './deal-product.table';
import {
  dealInput,
  dealListSchema,
  dealSchema,
  plazaDealSchema,
  type DealInput,
} from './deal.schema';
import { deals } from './deal.table';
import { requireVersion } from '../shared/version';

const companyParams = z.object({ id: z.string() });

function draftOf(input: DealInput): DealDraft {
  return {
    products: input.products.map((line) => ({
      productId: line.product_id,
      priceCents: line.price_cents,
      free: line.free,
    })),
    max: input.max,
    maxFreeLeadPlaza: input.max_free_lead_plaza,
    leadPlazaOnly: input.lead_plaza_only,
    start: input.start,
    end: input.end,
    hasFreeLead: input.has_free_lead,
    pauseAccount: input.pause_account,
    allowClaim: input.allow_claim,
  };
}

/** The deal with its company when the viewer may see it (staff, or the company's users); else 404. */
async function readableDeal(db: Executor, viewer: Parameters<typeof companyFor>[1], rawId: string) {
  const [deal] = await db
    .select()
    .from(deals)
    .where(eq(deals.id, parseId(rawId)));
  if (!deal) throw notFound();
  await companyFor(db, viewer, deal.companyId);
  return deal;
}

/** Deals (docs/deals.md): agreed prices, lead maxima and free plaza leads per company. */
export const dealRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company/:id/deal',
    {
      schema: {
        tags: ['deals'],
        summary: "A company's deals, newest first (10 a page): staff and the company's users",
        params: companyParams,
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          itemsPerPage: z.coerce.number().int().min(1).max(100).default(10),
        }),
        response: { 200: dealListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { company } = await companyFor(db, requireViewer(request), request.params.id);
      const { page, itemsPerPage } = request.query;
      const [rows, [count]] = await Promise.all([
        companyDeals(db, company.id)
          .limit(itemsPerPage)
          .offset((page - 1) * itemsPerPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(deals)
          .where(eq(deals.companyId, company.id)),
      ]);
      return { items: await dealsJson(db, rows), total: count?.n ?? 0 };
    },
  );

  app.post(
    '/company/:id/deal',
    {
      schema: {
        tags: ['deals'],
        summary:
          'A new deal (staff). Checked: free deals at most 25 leads and 5 plaza leads and no end date, a price above 0 clears the free flag, plaza-only copies the plaza maximum, a zero-value deal only with no-cure-no-pay or a free lead',
        params: companyParams,
        body: dealInput,
        response: { 201: dealSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = requireStaff(request);
      const { company } = await companyFor(db, viewer, request.params.id);
      const input = request.body;
      const draft = normalizeDeal(draftOf(input));
      const problems = dealProblems(draft, company);
      if (input.start && input.end && input.end <= input.start)
        problems.push({ field: 'end', message: MESSAGE.INVALID_VALUE });
      const productIds = [...new Set(draft.products.map((line) => line.productId))];
      if (productIds.length !== draft.products.length)
        problems.push({ field: 'products', message: MESSAGE.INVALID_VALUE });
      const known = await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, productIds));
      if (known.length !== productIds.length)
        problems.push({ field: 'products', message: MESSAGE.INVALID_VALUE });
      if (problems.length > 0)
        throw new ApiError(
          400,
          MESSAGE.VALIDATION_FAILED,
          Object.fromEntries(
            problems.map((problem) => [fieldName(problem.field), problem.message]),
          ),
        );
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(deals)
          .values({
            companyId: company.id,
            max: draft.max,
            maxFreeLeadPlaza: draft.maxFreeLeadPlaza,
            leadPlazaOnly: draft.leadPlazaOnly,
            startAt: draft.start ? new Date(draft.start) : null,
            endAt: draft.end ? new Date(draft.end) : null,
            hasFreeLead: draft.hasFreeLead,
            pauseAccount: draft.pauseAccount,
            allowClaim: draft.allowClaim,
            createdBy: viewer.userId,
          })
          .returning();
        await tx.insert(dealProducts).values(
          draft.products.map((line) => ({
            dealId: row!.id,
            productId: line.productId,
            priceCents: line.priceCents ?? 0,
            free: line.free,
          })),
        );
        await logCompanyEvent(tx, {
          companyId: company.id,
          type: 'updated',
          userId: viewer.userId,
          data: { deal_id: row!.id, action: 'deal_created' },
          outboxType: 'company.updated',
        });
        return row!;
      });
      reply.code(201);
      return (await dealsJson(db, [created]))[0]!;
    },
  );

  app.get(
    '/deal/:id',
    {
      schema: {
        tags: ['deals'],
        summary: "One deal: staff and the company's users",
        params: z.object({ id: z.string() }),
        response: { 200: dealSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const deal = await readableDeal(db, requireViewer(request), request.params.id);
      return (await dealsJson(db, [deal]))[0]!;
    },
  );

  app.put(
    '/deal/:id/ended',
    {
      schema: {
        tags: ['deals'],
        summary:
          'Ends a deal now (staff, after confirmation). A deal with pause_account pauses the company ("paused by deal"); a trial account ends its trial ("trial ended by deal")',
        params: z.object({ id: z.string() }),
        body: z.object({ version: z.number().int() }),
        response: { 200: dealSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      const version = requireVersion(request.body.version);
      const deal = await readableDeal(db, viewer, request.params.id);
      const now = new Date();
      const ended = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(deals)
          .set({ endedAt: now, version: sql`${deals.version} + 1` })
          .where(
            and(eq(deals.id, deal.id), eq(deals.version, version), sql`${deals.endedAt} IS NULL`),
          )
          .returning();
        if (!row) throw new ApiError(409, MESSAGE.DATA_OUTDATED);
        await applyDealEnd(tx, row, viewer.userId, now);
        return row;
      });
      return (await dealsJson(db, [ended], now))[0]!;
    },
  );

  app.get(
    '/company/:id/lead-plaza-deal',
    {
      schema: {
        tags: ['deals'],
        summary: 'The free plaza leads the company still has from its running deals',
        params: companyParams,
        response: { 200: plazaDealSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { company } = await companyFor(db, requireViewer(request), request.params.id);
      const { dealId, left } = await freePlazaLeadsOf(db, company.id, new Date());
      return { deal_id: dealId, free_plaza_leads_left: left };
    },
  );
};

/** The input's names for the domain's fields. */
function fieldName(field: string): string {
  switch (field) {
    case 'maxFreeLeadPlaza':
      return 'max_free_lead_plaza';
    default:
      return field;
  }
}
