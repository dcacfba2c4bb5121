import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isCompanyState } from '#domain/companies/company-state';
import type { Executor } from '../db';
import { ApiError } from '../shared/errors';
import { companies, type CompanyRow } from './company.table';
import { positiveInt } from '../shared/paging';
import { companyJson, extrasOf, selectCompaniesWithExtras, type CompanyJson } from './company-json';

/** Query parameters of the company overview, as strings. */
export type CompanyListQuery = Record<string, string | undefined>;

export const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;

const SORT_COLUMNS = {
  id: companies.id,
  name: companies.name,
  state: companies.state,
  city: companies.city,
  province: companies.province,
  balance: companies.balance,
  created: companies.createdAt,
  updated: companies.updatedAt,
} as const;

function flag(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (['true', '1', 'y', 'yes'].includes(value.toLowerCase())) return true;
  if (['false', '0', 'n', 'no'].includes(value.toLowerCase())) return false;
  throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', { [name]: 'MESSAGE.SELECT_OPTION' });
}

/** The WHERE clause of the overview's filters. */
export function companyFilter(query: CompanyListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.accountManager) {
    const id = Number(query.accountManager);
    if (!Number.isInteger(id))
      throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', {
        accountManager: 'MESSAGE.SELECT_OPTION',
      });
    conditions.push(eq(companies.accountManagerId, id));
  }
  if (query.state) {
    const states = query.state.split(',').filter(Boolean);
    if (!states.every(isCompanyState))
      throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', { state: 'MESSAGE.INVALID_STATE' });
    conditions.push(inArray(companies.state, states));
  }
  if (query.province) conditions.push(eq(companies.province, query.province));
  const type = query.leadGeneratorType;
  if (type) {
    if (type === 'prepaid') conditions.push(eq(companies.isPrepaid, true));
    else if (type === 'ncnp')
      conditions.push(and(eq(companies.isPrepaid, false), eq(companies.allowNoCureNoPay, true))!);
    else if (type === 'invoice')
      conditions.push(and(eq(companies.isPrepaid, false), eq(companies.allowNoCureNoPay, false))!);
    else
      throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', {
        leadGeneratorType: 'MESSAGE.SELECT_OPTION',
      });
  }
  const leadGenerator = flag(query.isLeadGeneratorCompany, 'isLeadGeneratorCompany');
  if (leadGenerator !== undefined) conditions.push(eq(companies.isLeadGenerator, leadGenerator));
  const comparison = flag(query.isComparisonCompany, 'isComparisonCompany');
  if (comparison !== undefined) conditions.push(eq(companies.isComparison, comparison));
  // Products and saved plaza searches belong to their own areas: read by SQL, so the
  // companies code does not depend on theirs.
  if (query.product)
    conditions.push(sql`EXISTS (SELECT 1 FROM company_products cp JOIN products p ON p.id = cp.product_id
                                WHERE cp.company_id = ${companies.id}
                                  AND (p.discr = ${query.product} OR p.id::text = ${query.product}))`);
  if (flag(query.leadPlazaSearches, 'leadPlazaSearches') === true)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM plaza_searches s WHERE s.company_id = ${companies.id})`,
    );
  const search = query.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const matches = [
      ilike(companies.name, like),
      ilike(companies.tradeName, like),
      ilike(companies.city, like),
      ilike(companies.email, like),
      ilike(companies.postalCode, like),
      ilike(companies.phoneNumber, like),
      ilike(companies.chamberOfCommerceNumber, like),
    ];
    if (/^\d+$/.test(search) && search.length < 10) matches.push(eq(companies.id, Number(search)));
    conditions.push(or(...matches)!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** `sort=name` ascending, `sort=-name` descending; default by name. */
export function companyOrder(sort: string | undefined): SQL[] {
  const raw = sort?.trim() || 'name';
  const descending = raw.startsWith('-');
  const key = descending ? raw.slice(1) : raw;
  const column = SORT_COLUMNS[key as keyof typeof SORT_COLUMNS];
  if (!column)
    throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', { sort: 'MESSAGE.SELECT_OPTION' });
  return [descending ? desc(column) : asc(column), asc(companies.id)];
}

export interface CompanyPage {
  rows: CompanyRow[];
  total: number;
}

/** The overview's WHERE, ORDER BY and page of a query (400 for bad filters). */
function pageOf(query: CompanyListQuery, extra?: SQL) {
  const filter = companyFilter(query);
  const where = extra ? and(extra, ...(filter ? [filter] : [])) : filter;
  const order = companyOrder(query.sort);
  const page = positiveInt(query.page, 'page', 1);
  const size = Math.min(
    positiveInt(query.itemsPerPage, 'itemsPerPage', DEFAULT_PAGE_SIZE),
    MAX_PAGE_SIZE,
  );
  return { where, order, size, offset: (page - 1) * size };
}

const countOf = (db: Executor, where: SQL | undefined) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(companies)
    .where(where);

export async function listCompanies(
  db: Executor,
  query: CompanyListQuery,
  paged = true,
  extra?: SQL,
): Promise<CompanyPage> {
  const { where, order, size, offset } = pageOf(query, extra);
  const base = db
    .select()
    .from(companies)
    .where(where)
    .orderBy(...order);
  const [rows, [count]] = await Promise.all([
    paged ? base.limit(size).offset(offset) : base,
    countOf(db, where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * A page of the overview as answered: the rows with their users, partners and mandates
 * and the total, two statements side by side (docs/performance.md).
 */
export async function companyListPage(
  db: Executor,
  query: CompanyListQuery,
  extra?: SQL,
): Promise<{ items: CompanyJson[]; total: number }> {
  const { where, order, size, offset } = pageOf(query, extra);
  const [rows, [count]] = await Promise.all([
    selectCompaniesWithExtras(db, where)
      .orderBy(...order)
      .limit(size)
      .offset(offset),
    countOf(db, where),
  ]);
  return {
    items: rows.map((row) => companyJson(row.company, extrasOf(row))),
    total: Number(count?.n ?? 0),
  };
}
