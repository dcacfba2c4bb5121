import { sql, type SQL } from 'drizzle-orm';
import type { ComparisonClickoutGrouping } from '#domain/comparison/clickout-grouping';
import { containsPattern } from '../shared/query-filters';
import type { Executor } from '../db';
import { rowsOf } from '../shared/rows';

export interface ComparisonClickoutFilter {
  grouping: ComparisonClickoutGrouping;
  search?: string;
  domainId?: number;
  coreProductId?: number;
  companyId?: number;
  /** Epoch seconds, both inclusive. */
  start: number;
  end: number;
}

interface ClickoutRecord {
  key: string;
  clicks: number;
  cents: number;
  first_at: Date | string;
  last_at: Date | string;
  domain_id: number | null;
  host: string | null;
  page_url: string | null;
  product_id: number | null;
  product_name: string | null;
  core_product_id: number | null;
  core_product_name: string | null;
  company_id: number | null;
  company_name: string | null;
  offer_price_cents: number | null;
  target_url: string | null;
}

const day = sql`to_char(c.clicked_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD')`;
const counted = sql`count(*)::int as clicks, sum(c.click_price_cents)::int as cents,
  min(c.clicked_at) as first_at, max(c.clicked_at) as last_at`;
const latest = (column: SQL) => sql`(array_agg(${column} order by c.clicked_at desc))[1]`;
const noDomain = sql`null::int as domain_id, null as host, null as page_url`;
const noProduct = sql`null::int as product_id, null as product_name`;
const noCore = sql`null::int as core_product_id, null as core_product_name`;
const noCompany = sql`null::int as company_id, null as company_name`;
const noClick = sql`null::int as offer_price_cents, null as target_url`;

/**
 * Per grouping: what a row shows, what it groups by, and how rows are ordered (a number
 * is a column of the select: 10 the product name, 14 the shop name). A deleted product or
 * shop is grouped by the name kept with its clicks.
 */
const SHAPES: Record<ComparisonClickoutGrouping, { select: SQL; groupBy?: SQL; orderBy: SQL }> = {
  none: {
    select: sql`c.id::text as key, 1 as clicks, c.click_price_cents as cents,
      c.clicked_at as first_at, c.clicked_at as last_at, c.domain_id, d.host, c.page_url,
      c.product_id, c.product_name, c.core_product_id, k.name as core_product_name,
      c.company_id, c.company_name, c.offer_price_cents, c.target_url`,
    orderBy: sql`c.clicked_at desc, c.id desc`,
  },
  product: {
    select: sql`coalesce(c.product_id::text, c.product_name) as key, ${counted}, ${noDomain},
      max(c.product_id) as product_id, ${latest(sql`c.product_name`)} as product_name,
      ${latest(sql`c.core_product_id`)} as core_product_id, ${latest(sql`k.name`)} as core_product_name,
      ${noCompany}, ${noClick}`,
    groupBy: sql`coalesce(c.product_id::text, c.product_name)`,
    orderBy: sql`count(*) desc, 10`,
  },
  company: {
    select: sql`coalesce(c.company_id::text, c.company_name) as key, ${counted}, ${noDomain},
      ${noProduct}, ${noCore}, max(c.company_id) as company_id, ${latest(sql`c.company_name`)} as company_name, ${noClick}`,
    groupBy: sql`coalesce(c.company_id::text, c.company_name)`,
    orderBy: sql`count(*) desc, 14`,
  },
  core_product: {
    select: sql`coalesce(c.core_product_id::text, '') as key, ${counted}, ${noDomain},
      ${noProduct}, c.core_product_id, k.name as core_product_name, ${noCompany}, ${noClick}`,
    groupBy: sql`c.core_product_id, k.name`,
    orderBy: sql`count(*) desc, k.name`,
  },
  page: {
    select: sql`coalesce(c.domain_id::text, '') || ':' || coalesce(c.page_url, '') as key, ${counted},
      c.domain_id, d.host, c.page_url, ${noProduct}, ${noCore}, ${noCompany}, ${noClick}`,
    groupBy: sql`c.domain_id, d.host, c.page_url`,
    orderBy: sql`count(*) desc, d.host, c.page_url`,
  },
  day: {
    select: sql`${day} as key, ${counted}, ${noDomain}, ${noProduct}, ${noCore}, ${noCompany}, ${noClick}`,
    groupBy: day,
    orderBy: sql`${day} desc`,
  },
};

const FROM = sql`from comparison_clickouts c
  left join cms_domains d on d.id = c.domain_id
  left join comparison_core_products k on k.id = c.core_product_id`;

function whereOf(filter: ComparisonClickoutFilter): SQL {
  const conditions: SQL[] = [
    sql`c.clicked_at >= to_timestamp(${filter.start})`,
    sql`c.clicked_at <= to_timestamp(${filter.end})`,
  ];
  if (filter.domainId !== undefined) conditions.push(sql`c.domain_id = ${filter.domainId}`);
  if (filter.coreProductId !== undefined)
    conditions.push(sql`c.core_product_id = ${filter.coreProductId}`);
  if (filter.companyId !== undefined) conditions.push(sql`c.company_id = ${filter.companyId}`);
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      sql`(c.product_name ilike ${pattern} or c.company_name ilike ${pattern} or c.page_url ilike ${pattern} or c.target_url ilike ${pattern})`,
    );
  }
  return sql`where ${sql.join(conditions, sql` and `)}`;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const named = (id: number | null, name: string | null) =>
  name === null && id === null ? null : { id, name: name ?? '' };

function clickoutJson(row: ClickoutRecord) {
  return {
    key: row.key,
    clicks: Number(row.clicks),
    click_price_cents: Number(row.cents),
    first_at: iso(row.first_at),
    last_at: iso(row.last_at),
    domain: row.domain_id === null ? null : { id: row.domain_id, host: row.host ?? '' },
    page_url: row.page_url,
    product: named(row.product_id, row.product_name),
    core_product:
      row.core_product_id === null
        ? null
        : { id: row.core_product_id, name: row.core_product_name ?? '' },
    company: named(row.company_id, row.company_name),
    offer_price_cents: row.offer_price_cents === null ? null : Number(row.offer_price_cents),
    target_url: row.target_url,
  };
}

export type ComparisonClickoutJson = ReturnType<typeof clickoutJson>;

/** One page of click-outs as grouped, the number of rows, of clicks and what they cost. */
export async function listComparisonClickouts(
  db: Executor,
  filter: ComparisonClickoutFilter,
  paging: { limit: number; offset: number },
) {
  const shape = SHAPES[filter.grouping];
  const where = whereOf(filter);
  const groupBy = shape.groupBy ? sql`group by ${shape.groupBy}` : sql``;
  const rows = rowsOf<ClickoutRecord>(
    await db.execute(
      sql`select ${shape.select} ${FROM} ${where} ${groupBy} order by ${shape.orderBy} limit ${paging.limit} offset ${paging.offset}`,
    ),
  );
  const [counts] = rowsOf<{ total: number; clicks: number; cents: number }>(
    await db.execute(
      shape.groupBy
        ? sql`select count(*)::int as total, coalesce(sum(n), 0)::int as clicks, coalesce(sum(cents), 0)::int as cents from (select count(*) as n, sum(c.click_price_cents) as cents ${FROM} ${where} ${groupBy}) g`
        : sql`select count(*)::int as total, count(*)::int as clicks, coalesce(sum(c.click_price_cents), 0)::int as cents ${FROM} ${where}`,
    ),
  );
  return {
    items: rows.map(clickoutJson),
    total: Number(counts?.total ?? 0),
    clicks: Number(counts?.clicks ?? 0),
    click_price_cents: Number(counts?.cents ?? 0),
  };
}
