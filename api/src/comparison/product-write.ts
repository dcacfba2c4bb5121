import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGE } from '#domain/shared/messages';
import type { Executor } from '../db';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { outdated } from '../shared/version';
import { comparisonBrands } from './brand.table';
import { comparisonFeatures } from '../features';
import {
  comparisonProductEans,
  comparisonProducts,
  type ComparisonProductRow,
} from './product.table';

/** The product, locked for the rest of the transaction; 404 when it does not exist. */
export async function lockProduct(tx: Executor, id: number): Promise<ComparisonProductRow> {
  const [row] = await tx
    .select()
    .from(comparisonProducts)
    .where(eq(comparisonProducts.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Locks the product and checks the version the editor read. */
export async function lockProductAt(tx: Executor, id: number, version: number) {
  const row = await lockProduct(tx, id);
  if (row.version !== version) throw outdated();
  return row;
}

export async function requireBrand(tx: Executor, brandId: number | null) {
  if (brandId === null) return;
  const [brand] = await tx
    .select({ id: comparisonBrands.id })
    .from(comparisonBrands)
    .where(eq(comparisonBrands.id, brandId));
  if (!brand) throw badRequest(MESSAGE.VALIDATION_FAILED, { brand_id: MESSAGE.SELECT_OPTION });
}

/** The products (other than this one) that already have any of these EANs. */
async function eansOfOthers(tx: Executor, productId: number | null, eans: number[]) {
  if (eans.length === 0) return [];
  const rows = await tx
    .select({ ean: comparisonProductEans.ean, productId: comparisonProductEans.productId })
    .from(comparisonProductEans)
    .where(inArray(comparisonProductEans.ean, eans));
  return rows.filter((row) => row.productId !== productId);
}

/** 400 EAN_ALREADY_EXISTS on `field` (with the product that has it) when another product has the EAN. */
export async function requireFreeEans(
  tx: Executor,
  productId: number | null,
  eans: number[],
  field: string,
) {
  const [taken] = await eansOfOthers(tx, productId, eans);
  if (taken)
    throw new ApiError(
      400,
      MESSAGE.EAN_ALREADY_EXISTS,
      { [field]: MESSAGE.EAN_ALREADY_EXISTS },
      taken.productId,
    );
}

/**
 * Makes `ean` the product's main EAN. A main EAN that changes stays on as an
 * additional one: feeds may still send it.
 */
export async function setMainEan(tx: Executor, productId: number, ean: number) {
  await requireFreeEans(tx, productId, [ean], 'ean');
  const [current] = await tx
    .select({ ean: comparisonProductEans.ean })
    .from(comparisonProductEans)
    .where(
      and(eq(comparisonProductEans.productId, productId), eq(comparisonProductEans.isMain, true)),
    );
  if (current?.ean === ean) return;
  if (current)
    await tx
      .update(comparisonProductEans)
      .set({ isMain: false })
      .where(eq(comparisonProductEans.ean, current.ean));
  const [existing] = await tx
    .select({ ean: comparisonProductEans.ean })
    .from(comparisonProductEans)
    .where(eq(comparisonProductEans.ean, ean));
  if (existing)
    await tx
      .update(comparisonProductEans)
      .set({ isMain: true })
      .where(eq(comparisonProductEans.ean, ean));
  else await tx.insert(comparisonProductEans).values({ ean, productId, isMain: true });
}

/** Refuses (field `specs.<index>.feature_id`) any feature that is not of the core product. */
export async function requireFeaturesOf(tx: Executor, coreProductId: number, featureIds: number[]) {
  if (featureIds.length === 0) return;
  const rows = await tx
    .select({ id: comparisonFeatures.id })
    .from(comparisonFeatures)
    .where(
      and(
        eq(comparisonFeatures.coreProductId, coreProductId),
        inArray(comparisonFeatures.id, featureIds),
      ),
    );
  const known = new Set(rows.map((row) => row.id));
  const fields: Record<string, string> = {};
  featureIds.forEach((id, index) => {
    if (!known.has(id)) fields[`specs.${index}.feature_id`] = MESSAGE.SELECT_OPTION;
  });
  if (Object.keys(fields).length > 0) throw badRequest(MESSAGE.VALIDATION_FAILED, fields);
}

/** Moves the product's version on (after a change of its specs, EANs or images). */
export async function bumpProduct(tx: Executor, row: ComparisonProductRow) {
  await tx
    .update(comparisonProducts)
    .set({ version: row.version + 1, updatedAt: new Date() })
    .where(eq(comparisonProducts.id, row.id));
}
