import { sql, type SQL } from 'drizzle-orm';
import {
  maskOf,
  optionBits,
  optionsIn,
  rangePosition,
  type OptionBit,
} from '#domain/plaza/option-bits';
import {
  limitsDistance,
  maxCompetitors,
  type PlazaQuery,
  type PlazaWindow,
} from '#domain/plaza/plaza-query';
import type { Executor } from '../db';
import type { ProductRow } from '../products';
import { rowsOf } from '../shared/rows';

/** Who searches: the company (its place, for distance) and the companies whose leads it may not buy. */
export interface Searcher {
  companyId: number;
  latitude: number | null;
  longitude: number | null;
  /** The company itself and the companies it is kept apart from. */
  blockedCompanyIds: number[];
}

export interface ChoiceCount {
  questionKey: string;
  value: string;
  total: number;
}
export interface ProductCount {
  productId: number;
  total: number;
  choices: ChoiceCount[];
}
export interface AreaCount {
  country: string;
  area: string;
  total: number;
}

export interface OfferSearchResult {
  /** The page's leads in order, with their competitors. */
  page: { leadId: number; competitors: number }[];
  total: number;
  products: ProductCount[];
  areas: AreaCount[];
}

/** One question's filter on one product: a predicate that is never NULL. */
interface Constraint {
  questionKey: string;
  holds: SQL;
}

const EARTH_RADIUS_KM = 6371;

/** A place as a point on the unit sphere, as the offers store it. */
function unitVector(latitude: number, longitude: number) {
  const lat = (latitude * Math.PI) / 180;
  const lon = (longitude * Math.PI) / 180;
  return { x: Math.cos(lat) * Math.cos(lon), y: Math.cos(lat) * Math.sin(lon), z: Math.sin(lat) };
}

/** The squared chord from the company to the offer: grows with the great-circle distance. */
function squaredChord(latitude: number, longitude: number): SQL {
  const p = unitVector(latitude, longitude);
  return sql`((o.x - ${p.x}) * (o.x - ${p.x}) + (o.y - ${p.y}) * (o.y - ${p.y})
              + (o.z - ${p.z}) * (o.z - ${p.z}))`;
}

/** The squared chord of a great-circle distance in km. */
function squaredChordOf(km: number): number {
  const chord = 2 * Math.sin(km / (2 * EARTH_RADIUS_KM));
  return chord * chord;
}

function rangeHolds(position: number, range: { gte?: number | null; lte?: number | null }): SQL {
  const value = sql`o.range_values[${position}]`;
  const parts: SQL[] = [];
  if (range.gte != null) parts.push(sql`${value} >= ${range.gte}`);
  if (range.lte != null) parts.push(sql`${value} <= ${range.lte}`);
  return sql`coalesce(${sql.join(parts, sql` AND `)}, false)`;
}

/** Each product's question filters, in a fixed order (their bit in the miss mask). */
function constraintsOf(query: PlazaQuery, products: readonly ProductRow[]) {
  const byProduct = new Map<number, Constraint[]>();
  for (const product of products) {
    const filter = query.products[product.discr];
    if (!filter) continue;
    const bits = optionBits(product.questions);
    const constraints: Constraint[] = [];
    for (const [key, values] of Object.entries(filter.choices)) {
      if (values.length === 0) continue;
      const mask = maskOf(bits, key, values);
      constraints.push({
        questionKey: key,
        holds: sql`(o.option_mask & ${mask.toString()}::bigint) <> 0`,
      });
    }
    for (const ranges of [filter.integerRanges, filter.meterRanges]) {
      for (const [key, range] of Object.entries(ranges)) {
        if (range.gte == null && range.lte == null) continue;
        const position = rangePosition(product.questions, key);
        constraints.push({ questionKey: key, holds: rangeHolds(position, range) });
      }
    }
    if (constraints.length > 0) byProduct.set(product.id, constraints);
  }
  return byProduct;
}

/**
 * Which of its product's question filters an offer fails, as bits (0: passes
 * them all). The facet counts of a question take offers that fail nothing or
 * only that question.
 */
function missExpression(byProduct: Map<number, Constraint[]>): SQL {
  if (byProduct.size === 0) return sql`0`;
  const cases = [...byProduct].map(([productId, constraints]) => {
    const sum = sql.join(
      constraints.map((c, index) => sql`((NOT ${c.holds})::int * ${1 << index})`),
      sql` + `,
    );
    return sql`WHEN ${productId} THEN ${sum}`;
  });
  return sql`(CASE o.product_id ${sql.join(cases, sql` `)} ELSE 0 END)`;
}

const list = (values: readonly (string | number)[]) =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** The search's parts every query shares. */
function searchParts(
  searcher: Searcher,
  query: PlazaQuery,
  window: PlazaWindow,
  products: readonly ProductRow[],
) {
  const conditions: SQL[] = [
    sql`o.created_at >= ${window.start.toISOString()}::timestamptz`,
    sql`o.created_at <= ${window.end.toISOString()}::timestamptz`,
  ];
  const heldByBlocked = sql`SELECT a.lead_id FROM assigned_leads a
                             WHERE a.company_id IN ${list(searcher.blockedCompanyIds)}`;
  const most = maxCompetitors(query.competitors);
  if (most < 4) conditions.push(sql`o.competitors <= ${most}`);
  const located = searcher.latitude !== null && searcher.longitude !== null;
  if (limitsDistance(query.distance) && located) {
    conditions.push(
      sql`${squaredChord(searcher.latitude!, searcher.longitude!)} <= ${squaredChordOf(query.distance)}`,
    );
  }
  const enabled = products
    .filter((product) => query.products[product.discr]?.enabled)
    .map((product) => product.id);
  const byProduct = constraintsOf(query, products);
  return {
    where: sql.join(conditions, sql` AND `),
    /** Offers the company may buy: not held by it or by a company it is kept apart from. */
    buyable: sql`NOT EXISTS (SELECT 1 FROM (${heldByBlocked}) b WHERE b.lead_id = o.lead_id)`,
    /** The opposite: few, counted apart and taken off the counts of all offers. */
    blocked: sql`o.lead_id IN (${heldByBlocked})`,
    inArea:
      query.municipalities.length > 0
        ? sql`o.municipality IN ${list(query.municipalities)}`
        : sql`true`,
    productOn: enabled.length > 0 ? sql`o.product_id IN ${list(enabled)}` : sql`true`,
    enabled: new Set(enabled),
    miss: missExpression(byProduct),
    byProduct,
    located,
  };
}

function orderBy(query: PlazaQuery, searcher: Searcher, products: readonly ProductRow[]): SQL {
  const direction = query.sortReverse ? sql`DESC` : sql`ASC`;
  const newestFirst = sql`o.created_at DESC, o.lead_id DESC`;
  switch (query.sortColumn) {
    case 'distance':
      if (searcher.latitude === null || searcher.longitude === null) return newestFirst;
      return sql`${squaredChord(searcher.latitude, searcher.longitude)} ${direction} NULLS LAST, ${newestFirst}`;
    case 'competitors':
      return sql`o.competitors ${direction}, ${newestFirst}`;
    case 'municipality':
      return sql`o.municipality ${direction} NULLS LAST, ${newestFirst}`;
    case 'product': {
      const byName = [...products].sort((a, b) => a.name.localeCompare(b.name, 'nl'));
      const rank = sql.join(
        byName.map((product, index) => sql`WHEN ${product.id} THEN ${index}`),
        sql` `,
      );
      return sql`(CASE o.product_id ${rank} END) ${direction}, ${newestFirst}`;
    }
    default:
      return sql`o.created_at ${direction}, o.lead_id ${direction}`;
  }
}

interface GroupRow {
  /** 1 for the rows grouped by product and options, 0 for those grouped by area. */
  by_product: number;
  product_id: number | null;
  option_mask: string | null;
  in_area: boolean | null;
  miss: number | null;
  country: string | null;
  area: string | null;
  n: number;
  hits: number;
}

/**
 * The plaza's search (docs/plaza.md): one grouped pass over the offers in the
 * window gives the total and every facet, each facet counted with every filter
 * but its own; the same pass over the offers the company may not buy is taken
 * off; a third query picks the page. On PostgreSQL the three run at once.
 */
export async function searchOffers(
  db: Executor,
  searcher: Searcher,
  query: PlazaQuery,
  window: PlazaWindow,
  products: readonly ProductRow[],
): Promise<OfferSearchResult> {
  const parts = searchParts(searcher, query, window, products);
  // With no filter but date, distance and competitors every offer counts somewhere; else
  // the offers no facet counts are dropped before grouping (cheaper than hashing them).
  const narrowed =
    query.municipalities.length > 0 || parts.enabled.size > 0 || parts.byProduct.size > 0;
  const grouped = (onlyBlocked: boolean) =>
    db.execute(sql`
      SELECT GROUPING(s.country)::int AS by_product, s.product_id,
             s.option_mask::text AS option_mask, s.in_area, s.miss, s.country, s.area,
             count(*)::int AS n, (count(*) FILTER (WHERE s.product_on AND s.miss = 0))::int AS hits
        FROM (SELECT o.product_id, o.option_mask, o.country, o.area, ${parts.inArea} AS in_area,
                     ${parts.productOn} AS product_on, ${parts.miss} AS miss
                FROM plaza_offers o
               WHERE ${parts.where} ${onlyBlocked ? sql`AND ${parts.blocked}` : sql``}
              ${narrowed ? sql`OFFSET 0` : sql``}) s
       ${
         narrowed
           ? // Counted somewhere: in the area failing at most one question filter, or in an
             // area count (product on, no question failed).
             sql`WHERE (s.in_area AND (s.miss & (s.miss - 1)) = 0) OR (s.product_on AND s.miss = 0)`
           : sql``
       }
       GROUP BY GROUPING SETS ((s.product_id, s.option_mask, s.in_area, s.miss), (s.country, s.area))`);
  const offset = (query.currentPage - 1) * query.itemsPerPage;
  const page = db.execute(sql`
    SELECT o.lead_id, o.competitors
      FROM plaza_offers o
     WHERE ${parts.where} AND ${parts.buyable} AND ${parts.inArea} AND ${parts.productOn}
       AND ${parts.miss} = 0
     ORDER BY ${orderBy(query, searcher, products)}
     LIMIT ${query.itemsPerPage} OFFSET ${offset}`);
  // Counting every offer and then taking off the few the company may not buy is
  // cheaper than checking each offer against its leads (docs/plaza.md).
  const [allRows, blockedRows, pageRows] = await Promise.all([grouped(false), grouped(true), page]);
  const groupRows = [
    ...rowsOf<GroupRow>(allRows),
    ...rowsOf<GroupRow>(blockedRows).map((row) => ({ ...row, n: -row.n, hits: -row.hits })),
  ];

  const bitsOf = new Map<number, OptionBit[]>(
    products.map((product) => [product.id, optionBits(product.questions)]),
  );
  const productOn = (id: number) => parts.enabled.size === 0 || parts.enabled.has(id);
  const productTotals = new Map<number, number>();
  const choiceTotals = new Map<string, number>();
  const areaTotals = new Map<string, AreaCount>();
  let total = 0;
  for (const row of groupRows) {
    if (row.by_product === 0) {
      const key = `${row.country}:${row.area}`;
      const area = areaTotals.get(key) ?? { country: row.country!, area: row.area!, total: 0 };
      area.total += row.hits;
      areaTotals.set(key, area);
      continue;
    }
    const productId = row.product_id!;
    if (!row.in_area) continue;
    const miss = row.miss ?? 0;
    if (miss === 0) {
      productTotals.set(productId, (productTotals.get(productId) ?? 0) + row.n);
      if (productOn(productId)) total += row.n;
    }
    if (!productOn(productId)) continue;
    const constraints = parts.byProduct.get(productId) ?? [];
    for (const option of optionsIn(bitsOf.get(productId) ?? [], BigInt(row.option_mask ?? '0'))) {
      const index = constraints.findIndex((c) => c.questionKey === option.questionKey);
      if (miss !== 0 && (index < 0 || miss !== 1 << index)) continue;
      const key = `${productId}:${option.questionKey}:${option.value}`;
      choiceTotals.set(key, (choiceTotals.get(key) ?? 0) + row.n);
    }
  }
  const productCounts: ProductCount[] = products.map((product) => ({
    productId: product.id,
    total: productTotals.get(product.id) ?? 0,
    choices: (bitsOf.get(product.id) ?? []).map((option) => ({
      questionKey: option.questionKey,
      value: option.value,
      total: choiceTotals.get(`${product.id}:${option.questionKey}:${option.value}`) ?? 0,
    })),
  }));
  return {
    page: rowsOf<{ lead_id: number; competitors: number }>(pageRows).map((row) => ({
      leadId: row.lead_id,
      competitors: row.competitors,
    })),
    total,
    products: productCounts,
    areas: [...areaTotals.values()]
      .filter((area) => area.total > 0)
      .sort((a, b) => a.country.localeCompare(b.country) || a.area.localeCompare(b.area)),
  };
}
