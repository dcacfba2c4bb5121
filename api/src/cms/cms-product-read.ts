import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db';
import { products } from '../products';
import { notFound } from '../shared/errors';
import { cmsProductLogos, cmsProducts, type CmsProductRow } from './cms-product.table';

/** CMS products with their product's name and their logos in order (one query for all logos). */
export async function cmsProductsJson(
  db: Executor,
  rows: { product: CmsProductRow; productName: string }[],
) {
  const ids = rows.map((row) => row.product.id);
  const logos =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(cmsProductLogos)
          .where(inArray(cmsProductLogos.cmsProductId, ids))
          .orderBy(asc(cmsProductLogos.position));
  return rows.map(({ product, productName }) => ({
    id: product.id,
    discr: product.discr,
    product_name: productName,
    title: product.title,
    intro: product.intro,
    logos: logos
      .filter((logo) => logo.cmsProductId === product.id)
      .map((logo) => ({
        id: logo.id,
        name: logo.name,
        url: `/cms/product/${product.id}/logo/${logo.id}`,
      })),
    version: product.version,
    updated_at: product.updatedAt.toISOString(),
  }));
}

export const selectCmsProducts = (db: Executor) =>
  db
    .select({ product: cmsProducts, productName: products.name })
    .from(cmsProducts)
    .innerJoin(products, eq(products.discr, cmsProducts.discr));

export async function readCmsProduct(db: Executor, id: number | null) {
  const [row] = id === null ? [] : await selectCmsProducts(db).where(eq(cmsProducts.id, id));
  if (!row) throw notFound();
  const [json] = await cmsProductsJson(db, [row]);
  return json!;
}
