import { sql, type SQL } from 'drizzle-orm';
import type { ClickoutGrouping } from '#domain/cms/clickout-grouping';
import type { Executor } from '../db';
import { rowsOf } from '../shared/rows';
import { containsPattern } from '../shared/query-filters';

export interface ClickoutFilter {
  grouping: ClickoutGrouping;
  search?: string;
  domainId?: number;
  productId?: number;
  companyId?: number;
  /** Epoch seconds, both inclusive. */
  start: number;
  end: number;
}

interface ClickoutRecord {
  key: string;
  clicks: number;
  first_at: Date | string;
  last_at: Date | string;
  domain_id: number | null;
  host: string | null;
  url: string | null;
  target: string | null;
  page_id: number | null;
  page_url: string | null;
  company_id: number | null;
  company_name: string | null;
  product_id: number | null;
  product_name: string | null;
  redirection_id: number | null;
}

const latest = (column: SQL) => sql`(array_agg(${column} order by c.clicked_at desc))[1]`;
const day = sql`to_char(c.clicked_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD')`;

/** Per grouping: what a row shows, what it groups by, and how rows are ordered. */
const SHAPES: Record<ClickoutGrouping, { select: SQL; groupBy?: SQL; orderBy: SQL }> = {
  none: {
    select: sql`c.id::text as key, 1 as clicks, c.clicked_at as first_at, c.clicked_at as last_at,
      c.domain_id, d.host, c.url, c.target, c.page_id, c.page_url,
      c.affiliate_company_id as company_id, a.name as company_name, c.product_id, p.name as product_name,
      c.redirection_id`,
    orderBy: sql`c.clicked_at desc, c.id desc`,
  },
  link: {
    select: sql`c.domain_id || ':' || c.url as key, count(*)::int as clicks,
      min(c.clicked_at) as first_at, max(c.clicked_at) as last_at, c.domain_id, d.host, c.url,
      ${latest(sql`c.target`)} as target, null::int as page_id, null as page_url,
      ${latest(sql`c.affiliate_company_id`)} as company_id, ${latest(sql`a.name`)} as company_name,
      null::int as product_id, null as product_name, ${latest(sql`c.redirection_id`)} as redirection_id`,
    groupBy: sql`c.domain_id, d.host, c.url`,
    orderBy: sql`count(*) desc, d.host, c.url`,
  },
  page: {
    select: sql`c.domain_id || ':' || coalesce(c.page_url, '') as key, count(*)::int as clicks,
      min(c.clicked_at) as first_at, max(c.clicked_at) as last_at, c.domain_id, d.host,
      null as url, null as target, max(c.page_id) as page_id, c.page_url,
      null::int as company_id, null as company_name, null::int as product_id, null as product_name,
      null::int as redirection_id`,
    groupBy: sql`c.domain_id, d.host, c.page_url`,
    orderBy: sql`count(*) desc, d.host, c.page_url`,
  },
  company: {
    select: sql`coalesce(c.affiliate_company_id::text, '') as key, count(*)::int as clicks,
      min(c.clicked_at) as first_at, max(c.clicked_at) as last_at, null::int as domain_id,
      null as host, null as url, null as target, null::int as page_id, null as page_url,
      c.affiliate_company_id as company_id, a.name as company_name,
      null::int as product_id, null as product_name, null::int as redirection_id`,
    groupBy: sql`c.affiliate_company_id, a.name`,
    orderBy: sql`count(*) desc, a.name`,
  },
  product: {
    select: sql`coalesce(c.product_id::text, '') as key, count(*)::int as clicks,
      min(c.clicked_at) as first_at, max(c.clicked_at) as last_at, null::int as domain_id,
      null as host, null as url, null as target, null::int as page_id, null as page_url,
      null::int as company_id, null as company_name, c.product_id, p.name as product_name,
      null::int as redirection_id`,
    groupBy: sql`c.product_id, p.name`,
    orderBy: sql`count(*) desc, p.name`,
  },
  day: {
    select: sql`${day} as key, count(*)::int as clicks,
      min(c.clicked_at) as first_at, max(c.clicked_at) as last_at, null::int as domain_id,
      null as host, null as url, null as target, null::int as page_id, null as page_url,
      null::int as company_id, null as company_name, null::int as product_id, null as product_name,
      null::int as redirection_id`,
    groupBy: day,
    orderBy: sql`${day} desc`,
  },
};

const FROM = sql`from cms_clickouts c
  join cms_domains d on d.id = c.domain_id
  left join affiliate_companies a on a.id = c.affiliate_company_id
  left join products p on p.id = c.product_id`;

function whereOf(filter: ClickoutFilter): SQL {
  const conditions: SQL[] = [
    sql`c.clicked_at >= to_timestamp(${filter.start})`,
    sql`c.clicked_at <= to_timestamp(${filter.end})`,
  ];
  if (filter.domainId !== undefined) conditions.push(sql`c.domain_id = ${filter.domainId}`);
  if (filter.productId !== undefined) conditions.push(sql`c.product_id = ${filter.productId}`);
  if (filter.companyId !== undefined)
    conditions.push(sql`c.affiliate_company_id = ${filter.companyId}`);
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      sql`(c.url ilike ${pattern} or c.target ilike ${pattern} or c.page_url ilike ${pattern} or a.name ilike ${pattern} or p.name ilike ${pattern})`,
    );
  }
  return sql`where ${sql.join(conditions, sql` and `)}`;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function clickoutJson(row: ClickoutRecord) {
  return {
    key: row.key,
    clicks: Number(row.clicks),
    first_at: iso(row.first_at),
    last_at: iso(row.last_at),
    domain: row.domain_id === null ? null : { id: row.domain_id, host: row.host ?? '' },
    url: row.url,
    target: row.target,
    page: row.page_url === null ? null : { id: row.page_id, url: row.page_url },
    affiliate_company:
      row.company_id === null ? null : { id: row.company_id, name: row.company_name ?? '' },
    product: row.product_id === null ? null : { id: row.product_id, name: row.product_name ?? '' },
    redirection_id: row.redirection_id,
  };
}

export type ClickoutJson = ReturnType<typeof clickoutJson>;

/** One page of click-outs as grouped, the number of rows and of clicks under the filter. */
export async function listClickouts(
  db: Executor,
  filter: ClickoutFilter,
  paging: { limit: number; offset: number },
): Promise<{ items: ClickoutJson[]; total: number; clicks: number }> {
  const shape = SHAPES[filter.grouping];
  const where = whereOf(filter);
  const groupBy = shape.groupBy ? sql`group by ${shape.groupBy}` : sql``;
  const rows = rowsOf<ClickoutRecord>(
    await db.execute(
      sql`select ${shape.select} ${FROM} ${where} ${groupBy} order by ${shape.orderBy} limit ${paging.limit} offset ${paging.offset}`,
    ),
  );
  const [counts] = rowsOf<{ total: number; clicks: number }>(
    await db.execute(
      shape.groupBy
        ? sql`select count(*)::int as total, coalesce(sum(n), 0)::int as clicks from (select count(*) as n ${FROM} ${where} ${groupBy}) g`
        : sql`select count(*)::int as total, count(*)::int as clicks ${FROM} ${where}`,
    ),
  );
  return {
    items: rows.map(clickoutJson),
    total: Number(counts?.total ?? 0),
    clicks: Number(counts?.clicks ?? 0),
  };
}
