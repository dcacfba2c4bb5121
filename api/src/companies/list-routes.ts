import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../accounts';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { requireViewer } from '../shared/session-guard';
import { companies } from './company.table';
import { companyReach, isCompanyStaff, requireCompanyStaff } from './company-access';
import { companiesCsv } from './company-csv';
import { companyJson, extrasOf, selectCompaniesWithExtras } from './company-json';
import { companyListPage, listCompanies } from './company-list';
import { errorResponses, fileResponse } from '../shared/responses';
import { companyItemsSchema, companyListSchema } from './company.schema';

const listQuery = z
  .object({
    ids: z
      .string()
      .optional()
      .describe(
        'Batch read: comma-separated ids; answers { items } (missing or hidden ids left out)',
      ),
    sort: z
      .string()
      .optional()
      .describe('name, -name, id, state, city, province, balance, created, updated'),
    accountManager: z.string().optional(),
    leadPlazaSearches: z.string().optional().describe('true: companies with saved plaza searches'),
    leadGeneratorType: z.string().optional().describe('invoice | ncnp | prepaid'),
    search: z.string().optional(),
    state: z.string().optional().describe('one state or several, comma-separated'),
    product: z.string().optional().describe('companies that take this product (discr or id)'),
    province: z.string().optional(),
    page: z.string().optional(),
    itemsPerPage: z.string().optional(),
    isLeadGeneratorCompany: z.string().optional(),
    isComparisonCompany: z.string().optional(),
  })
  .loose();

function parseIds(raw: string): number[] {
  const ids = raw.split(',').filter(Boolean).map(Number);
  if (ids.length > 500 || !ids.every((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31)) {
    throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', { ids: 'MESSAGE.ENTER_VALID_NUMBER' });
  }
  return [...new Set(ids)];
}

/** The company overview (staff), its CSV export and the batch read. */
export const companyListRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company',
    {
      schema: {
        tags: ['companies'],
        summary: 'Company overview (staff) or batch read by ids',
        querystring: listQuery,
        response: { 200: companyItemsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const query = request.query as Record<string, string | undefined>;
      if (query.ids !== undefined) {
        let ids = parseIds(query.ids);
        if (!isCompanyStaff(viewer)) {
          const reach = await companyReach(db, viewer);
          ids = ids.filter((id) => reach.all.has(id));
        }
        const rows = ids.length
          ? await selectCompaniesWithExtras(db, inArray(companies.id, ids))
          : [];
        return { items: rows.map((row) => companyJson(row.company, extrasOf(row))) };
      }
      requireCompanyStaff(viewer);
      return companyListPage(db, query);
    },
  );

  app.get(
    '/company/csv',
    {
      schema: {
        tags: ['companies'],
        summary: 'The company overview as CSV (same filters, no paging)',
        querystring: listQuery,
        response: {
          200: fileResponse(['text/csv'], 'The companies, one per line'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      requireCompanyStaff(requireViewer(request));
      const { rows } = await listCompanies(
        db,
        request.query as Record<string, string | undefined>,
        false,
      );
      const managerIds = [
        ...new Set(rows.map((r) => r.accountManagerId).filter((id): id is number => id !== null)),
      ];
      const managers = managerIds.length
        ? await db
            .select({ id: users.id, given: users.givenName, family: users.familyName })
            .from(users)
            .where(inArray(users.id, managerIds))
        : [];
      const names = new Map(managers.map((m) => [m.id, `${m.given} ${m.family}`.trim()]));
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bedrijven-${date}.csv"`)
        .send(companiesCsv(rows, names));
    },
  );

  app.get(
    '/company/partners',
    {
      schema: {
        tags: ['companies'],
        summary: 'Partner companies (staff), paged',
        response: { 200: companyListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireCompanyStaff(requireViewer(request));
      const query = request.query as Record<string, string | undefined>;
      return companyListPage(db, query, eq(companies.isPartner, true));
    },
  );

  app.get(
    '/company/unapproved',
    {
      schema: {
        tags: ['companies'],
        summary: 'Companies waiting for approval (staff)',
        response: { 200: companyListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireCompanyStaff(requireViewer(request));
      const query = request.query as Record<string, string | undefined>;
      return companyListPage(db, query, and(eq(companies.approved, false)));
    },
  );
};
