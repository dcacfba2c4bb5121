import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { hasAccess } from '#domain/accounts/access';
import { bucketsOf, dutchDay, GROUP_BYS, isDay } from '#domain/dashboards/calendar-days';
import { MAX_METRIC_BUCKETS } from '#domain/dashboards/dashboard-rules';
import { MESSAGE } from '#domain/shared/messages';
import type { Viewer } from '../accounts';
import { companyNotFound, isCompanyStaff, parseId, companies, companyUsers } from '../companies';
import type { Executor } from '../db';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { partnerDashboard, previousMonth } from './partner-dashboard';
import { partnerDashboardSchema } from './partner-dashboard.schema';

const PARTNER_ROLES = ['ROLE_LEAD_PARTNER', 'ROLE_LEAD_CLAIM_PARTNER'];

const day = z
  .string()
  .refine(isDay, { message: MESSAGE.ENTER_VALID_DATE })
  .describe('YYYY-MM-DD, a day in Dutch time');

const partnerDashboardQuery = z.object({
  startDate: day.optional().describe('first day, included; default: the previous month'),
  endDate: day.optional().describe('last day, included; default: the previous month'),
  groupBy: z.enum(GROUP_BYS, { message: MESSAGE.SELECT_OPTION }).default('day'),
});

/**
 * The partner company whose home the viewer may read: staff any partner, a partner (or
 * claim partner) only a partner company it belongs to; 404 for every other id, so
 * guessing reveals nothing. Viewers without a partner or staff role get 403.
 */
async function partnerFor(db: Executor, viewer: Viewer, rawId: unknown) {
  const staff = isCompanyStaff(viewer);
  if (!staff && !hasAccess(viewer.roles, PARTNER_ROLES))
    throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
  const id = parseId(rawId);
  const [company] = await db.select().from(companies).where(eq(companies.id, id));
  if (!company?.isPartner) throw companyNotFound();
  if (staff) return company;
  const [link] = await db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(
      and(
        eq(companyUsers.companyId, id),
        eq(companyUsers.userId, viewer.userId),
        eq(companyUsers.enabled, true),
      ),
    );
  if (!link) throw companyNotFound();
  return company;
}

/** The partner home of one partner company (docs/dashboards.md). */
export const partnerDashboardRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company/:id/partner_dashboard',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          "A partner's home: its leads by outcome per product, what its companies bought and claimed, its leads of today",
        params: z.object({ id: z.string() }),
        querystring: partnerDashboardQuery,
        response: { 200: partnerDashboardSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const partner = await partnerFor(db, requireViewer(request), request.params.id);
      const query = request.query;
      const fallback = previousMonth(dutchDay(new Date()));
      const range = {
        start: query.startDate ?? (query.endDate ? query.endDate : fallback.start),
        end: query.endDate ?? (query.startDate ? dutchDay(new Date()) : fallback.end),
      };
      if (range.start > range.end)
        throw badRequest(MESSAGE.VALIDATION_FAILED, { endDate: MESSAGE.VALUE_TOO_LOW });
      if (bucketsOf(range, query.groupBy).length > MAX_METRIC_BUCKETS)
        throw badRequest(MESSAGE.VALIDATION_FAILED, { startDate: MESSAGE.VALUE_TOO_LOW });
      return partnerDashboard(db, partner, { range, groupBy: query.groupBy });
    },
  );
};
