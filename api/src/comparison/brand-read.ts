import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db';
import { cmsPages } from '../cms';
import { comparisonBrands, type ComparisonBrandRow } from './brand.table';

/** Where the api serves a brand's logo; the version in it makes a new logo a new address. */
export const brandLogoPath = (brand: ComparisonBrandRow) =>
  brand.logoKey === null ? null : `/comparison/brand/${brand.id}/logo?v=${brand.version}`;

// Written out: inside a subquery drizzle leaves column names unqualified.
const productCount = sql<number>`(SELECT count(*)::int FROM comparison_products p WHERE p.brand_id = comparison_brands.id)`;

export async function readBrands(db: Executor, where?: SQL) {
  const rows = await db
    .select({
      brand: comparisonBrands,
      productCount,
      pageUrl: cmsPages.url,
      pageDomainId: cmsPages.domainId,
    })
    .from(comparisonBrands)
    .leftJoin(cmsPages, eq(cmsPages.id, comparisonBrands.pageId))
    .where(where)
    .orderBy(asc(sql`lower(${comparisonBrands.keyword})`));
  return rows.map(({ brand, productCount: products, pageUrl, pageDomainId }) => ({
    id: brand.id,
    keyword: brand.keyword,
    has_home: brand.hasHome,
    page_id: brand.pageId,
    page_url: pageUrl,
    page_domain_id: pageDomainId,
    logo_url: brandLogoPath(brand),
    product_count: products,
    version: brand.version,
  }));
}

export async function readBrand(db: Executor, id: number) {
  const [brand] = await readBrands(db, eq(comparisonBrands.id, id));
  return brand ?? null;
}
