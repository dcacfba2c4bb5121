import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Viewer } from '../accounts';
import { companyFor, isCompanyStaff } from '../companies';
import type { Executor } from '../db';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { claimCredits } from './claim-credit.table';
import { claimCreditsSchema, claimFeedbackStatsSchema, claimStatsSchema } from './claim.schema';
import { claimFeedbackStats, claimStats, type StatsFilter } from './claim-stats';

const statsQuery = z.object({
  startDate: z.coerce.number().int().optional().describe('epoch seconds; default: 12 months back'),
  endDate: z.coerce.number().int().optional().describe('epoch seconds; default: now'),
  product: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(100).optional().describe('part of the company name'),
  company: z.coerce.number().int().positive().optional().describe("one company's statistics"),
});
const companyParams = z.object({ id: z.string() });

/** Staff see every company's figures; a company's users only their own (404 for others). */
async function statsFilter(
  db: Executor,
  viewer: Viewer,
  query: z.infer<typeof statsQuery>,
): Promise<StatsFilter> {
  if (!isCompanyStaff(viewer)) {
    if (!query.company) throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
    await companyFor(db, viewer, query.company);
  }
  const now = new Date();
  const start = query.startDate
    ? new Date(query.startDate * 1000)
    : new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() + 1, 1));
  return {
    start,
    end: query.endDate ? new Date(query.endDate * 1000) : now,
    productId: query.product,
    companyId: query.company,
    search: query.search || undefined,
  };
}

/** Monthly claim statistics (claim/stats, claim/feedback-stats) and a company's claim credits. */
export const claimStatsRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/claim/stats',
    {
      schema: {
        tags: ['claims'],
        summary: 'Leads, bad leads and claims (accepted, denied, other) per month',
        querystring: statsQuery,
        response: { 200: claimStatsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return claimStats(db, await statsFilter(db, viewer, request.query));
    },
  );

  app.get(
    '/claim/feedback-stats',
    {
      schema: {
        tags: ['claims'],
        summary: 'Claims per reason the companies gave, per month and in total',
        querystring: statsQuery,
        response: { 200: claimFeedbackStatsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return claimFeedbackStats(db, await statsFilter(db, viewer, request.query));
    },
  );

  app.get(
    '/company/:id/claim_credit',
    {
      schema: {
        tags: ['claims'],
        summary:
          'What the company got back from claims: its prepaid balance, or the credits waiting for its next invoice',
        params: companyParams,
        response: { 200: claimCreditsSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { company } = await companyFor(db, requireViewer(request), request.params.id);
      const rows = await db
        .select()
        .from(claimCredits)
        .where(eq(claimCredits.companyId, company.id))
        .orderBy(desc(claimCredits.createdAt), desc(claimCredits.id))
        .limit(100);
      const [pending] = await db
        .select({ cents: sql<number>`coalesce(sum(${claimCredits.amountCents}), 0)::int` })
        .from(claimCredits)
        .where(and(eq(claimCredits.companyId, company.id), isNull(claimCredits.invoicedAt)));
      return {
        company_id: company.id,
        is_prepaid: company.isPrepaid,
        balance_cents: company.isPrepaid ? company.balance : null,
        pending_credit_cents: pending?.cents ?? 0,
        items: rows.map((row) => ({
          id: row.id,
          claim_id: row.claimId,
          amount_cents: row.amountCents,
          reason: row.reason,
          invoiced_at: row.invoicedAt?.toISOString() ?? null,
          invoice_id: row.invoiceId,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
