import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { gtinValue } from '#domain/comparison/gtin';
import { containsPattern } from '../shared/query-filters';
import { comparisonProducts } from './product.table';

/**
 * Products by part of their name (or of the other given text columns, e.g. the brand);
 * a whole valid EAN also finds the product by any of its EANs.
 */
export function productSearchCondition(
  search: string | undefined,
  alsoText: AnyColumn[] = [],
): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const byText = or(...[comparisonProducts.name, ...alsoText].map((c) => ilike(c, pattern)));
  const ean = gtinValue(text);
  if (ean === null) return byText;
  return or(
    byText,
    sql`${comparisonProducts.id} IN (SELECT e.product_id FROM comparison_product_eans e WHERE e.ean = ${ean})`,
  );
}
