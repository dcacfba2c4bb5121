import { asc, eq, inArray } from 'drizzle-orm';
import { countInPeriod, isMaxed, type AssignmentCounts } from '#domain/products/assignment-period';
import type { Executor } from '../db';
import { periodCounts } from '../leads';
import { companyProductFilters, type FilterRow } from './company-product-filter.table';
import { companyProducts, type CompanyProductRow } from './company-product.table';
import { products, type ProductRow } from './product.table';

const ZERO: AssignmentCounts = { daily: 0, weekly: 0, monthly: 0 };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function productJson(product: ProductRow) {
  return {
    id: product.id,
    discr: product.discr,
    name: product.name,
    price_cents: product.priceCents,
    max_assignments: product.maxAssignments,
    questions: product.questions,
  };
}

function filterJson(filter: FilterRow, counts: AssignmentCounts) {
  const count = countInPeriod(counts, filter.assignmentPeriod);
  return {
    id: filter.id,
    position: filter.position,
    paused: filter.paused,
    latitude: filter.latitude,
    longitude: filter.longitude,
    deviating_coordinates: filter.deviatingCoordinates,
    max_distance: filter.maxDistance,
    municipalities: filter.municipalities,
    choices: filter.choices,
    notification_list_id: filter.notificationListId,
    assignment_max: filter.assignmentMax,
    assignment_period: filter.assignmentPeriod,
    assignment_count: count,
    maxed: isMaxed({ paused: filter.paused, max: filter.assignmentMax, count }),
    version: filter.version,
  };
}

/** Company products with their product, filters and counts, in four queries whatever their number. */
export async function companyProductsJson(
  db: Executor,
  rows: CompanyProductRow[],
  now = new Date(),
) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [productRows, filterRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(inArray(products.id, [...new Set(rows.map((row) => row.productId))])),
    db
      .select()
      .from(companyProductFilters)
      .where(inArray(companyProductFilters.companyProductId, ids))
      .orderBy(asc(companyProductFilters.position), asc(companyProductFilters.id)),
  ]);
  const { cpCounts, filterCounts } = await periodCounts(
    db,
    ids,
    filterRows.map((filter) => filter.id),
    now,
  );
  const productById = new Map(productRows.map((product) => [product.id, product]));
  return rows.map((row) => {
    const counts = cpCounts.get(row.id) ?? ZERO;
    const product = productById.get(row.productId)!;
    const count = countInPeriod(counts, row.assignmentPeriod);
    return {
      id: row.id,
      company_id: row.companyId,
      product_id: row.productId,
      discr: product.discr,
      product_name: product.name,
      paused: row.paused,
      paused_until: iso(row.pausedUntil),
      assign_by_filter: row.assignByFilter,
      assignment_max: row.assignmentMax,
      assignment_period: row.assignmentPeriod,
      daily_count: counts.daily,
      weekly_count: counts.weekly,
      monthly_count: counts.monthly,
      maxed: isMaxed({ paused: row.paused, max: row.assignmentMax, count }),
      filters: filterRows
        .filter((filter) => filter.companyProductId === row.id)
        .map((filter) => filterJson(filter, filterCounts.get(filter.id) ?? ZERO)),
      version: row.version,
    };
  });
}

export async function companyProductJson(db: Executor, row: CompanyProductRow) {
  return (await companyProductsJson(db, [row]))[0]!;
}

export async function companyProductById(db: Executor, id: number) {
  const [row] = await db.select().from(companyProducts).where(eq(companyProducts.id, id));
  return row;
}
