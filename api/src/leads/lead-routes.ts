import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db';
import { products } from '../products';
import type { AreaPlugin } from '../shared/area-plugin';
import { toCsv } from '../shared/csv';
import { errorResponses, fileResponse } from '../shared/responses';
import { requireStaff } from '../shared/session-guard';
import { leadJson, leadsJson } from './lead-json';
import { leadListSchema, leadSchema } from './lead.schema';
import { leadById } from './lead-lookup';
import { leads } from './lead.table';
import { LEAD_CSV_COLUMNS } from './lead-csv';

const DAY_MS = 86_400_000;
/** The staff lead list shows the last 7 days unless told otherwise. */
const DEFAULT_WINDOW_DAYS = 7;

const SORT_COLUMNS = {
  created: leads.createdAt,
  id: leads.id,
  postal_code: leads.postalCode,
  family_name: leads.familyName,
  remaining_assignments: leads.remainingAssignments,
} as const;

const yes = z.enum(['y', 'n']).optional();
const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(1000).default(50),
  sortColumn: z.enum(Object.keys(SORT_COLUMNS) as [keyof typeof SORT_COLUMNS]).default('created'),
  sortReverse: z.enum(['true', 'false']).default('true').describe('true: newest (highest) first'),
  startDate: z.coerce.number().int().optional().describe('epoch seconds; default 7 days ago'),
  endDate: z.coerce.number().int().optional().describe('epoch seconds; default now'),
  product: z.string().optional().describe('product discriminator'),
  search: z.string().trim().max(100).optional().describe('id, name, e-mail, phone or postal code'),
  onHold: yes.describe('y: only leads waiting for verification'),
  remainingAssignments: yes.describe('y: only leads with assignments left'),
  potential: yes.describe(
    'y: leads that could still go to companies: assignments left, not on hold, bad, a duplicate or stopped',
  ),
  bad: yes,
  assignedLeadStatus: z.coerce
    .number()
    .int()
    .min(0)
    .max(8)
    .optional()
    .describe('only leads with an assignment in this state (0 new … 8 claimed)'),
});
const idParams = z.object({ id: z.string() });

function listConditions(query: z.infer<typeof listQuery>, productId: number | null): SQL[] {
  const now = Date.now();
  const start =
    query.startDate !== undefined ? query.startDate * 1000 : now - DEFAULT_WINDOW_DAYS * DAY_MS;
  const conditions: SQL[] = [gte(leads.createdAt, new Date(start))];
  if (query.endDate) conditions.push(lte(leads.createdAt, new Date(query.endDate * 1000)));
  if (productId !== null) conditions.push(eq(leads.productId, productId));
  if (query.onHold === 'y') conditions.push(sql`${leads.mustBeVerified} AND NOT ${leads.verified}`);
  if (query.remainingAssignments === 'y') conditions.push(sql`${leads.remainingAssignments} > 0`);
  if (query.bad) conditions.push(eq(leads.bad, query.bad === 'y'));
  if (query.assignedLeadStatus !== undefined)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM assigned_leads a
                   WHERE a.lead_id = ${leads.id} AND a.state = ${query.assignedLeadStatus})`,
    );
  if (query.potential === 'y')
    conditions.push(
      sql`${leads.remainingAssignments} > 0 AND NOT ${leads.bad} AND NOT ${leads.stopMatching}
          AND ${leads.duplicateOfId} IS NULL AND (NOT ${leads.mustBeVerified} OR ${leads.verified})`,
    );
  if (query.search) {
    const like = `%${query.search.toLowerCase()}%`;
    const asId = /^\d+$/.test(query.search) ? Number(query.search) : -1;
    conditions.push(
      sql`(${leads.id} = ${asId} OR lower(${leads.familyName}) LIKE ${like}
           OR lower(coalesce(${leads.givenName}, '')) LIKE ${like} OR lower(${leads.email}) LIKE ${like}
           OR coalesce(${leads.phoneNumber}, '') LIKE ${like}
           OR lower(replace(${leads.postalCode}, ' ', '')) LIKE ${like.replace(/\s/g, '')})`,
    );
  }
  return conditions;
}

/** One page of the staff lead list and the total, by the list's filters and sort. */
async function listLeads(db: Executor, query: z.infer<typeof listQuery>) {
  let productId: number | null = null;
  if (query.product) {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.discr, query.product));
    if (!product) return { rows: [], total: 0 };
    productId = product.id;
  }
  const where = and(...listConditions(query, productId));
  const column = SORT_COLUMNS[query.sortColumn];
  const order = query.sortReverse === 'true' ? desc(column) : asc(column);
  const rows = await db
    .select()
    .from(leads)
    .where(where)
    .orderBy(order, desc(leads.id))
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** The staff's lead screens: list, CSV export and detail (actions: lead-action-routes.ts). */
export const leadRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/lead',
    {
      schema: {
        tags: ['leads'],
        summary: 'Lead list for staff (50 a page, newest first, last 7 days by default)',
        querystring: listQuery,
        response: { 200: leadListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireStaff(request);
      const { rows, total } = await listLeads(db, request.query);
      return { items: await leadsJson(db, rows), total };
    },
  );

  app.get(
    '/lead/csv',
    {
      schema: {
        tags: ['leads'],
        summary: 'The lead list as CSV (same filters; 1,000 a page by default)',
        querystring: listQuery.extend({
          itemsPerPage: z.coerce.number().int().min(1).max(1000).default(1000),
        }),
        response: {
          200: fileResponse(['text/csv'], 'The leads, one per line'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      const { rows } = await listLeads(db, request.query);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="leads-${date}-p${request.query.page}.csv"`,
        )
        .send(toCsv(LEAD_CSV_COLUMNS, await leadsJson(db, rows)));
    },
  );

  app.get(
    '/lead/on_hold_count',
    {
      schema: {
        tags: ['leads'],
        summary: 'Leads of the last month waiting for verification (the staff menu badge)',
        response: { 200: z.object({ count: z.number().int() }), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireStaff(request);
      const since = new Date(Date.now() - 31 * DAY_MS);
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(leads)
        .where(
          and(
            gte(leads.createdAt, since),
            sql`${leads.mustBeVerified} AND NOT ${leads.verified} AND NOT ${leads.bad}`,
          ),
        );
      return { count: row?.n ?? 0 };
    },
  );

  app.get(
    '/lead/:id',
    {
      schema: {
        tags: ['leads'],
        summary: 'A lead with its assigned companies',
        params: idParams,
        response: { 200: leadSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireStaff(request);
      return leadJson(db, await leadById(db, request.params.id));
    },
  );
};
