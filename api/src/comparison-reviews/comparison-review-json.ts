import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../accounts';
import { comparisonCoreProducts, comparisonProducts } from '../comparison';
import type { Executor } from '../db';
import type { comparisonReviewSchema } from './comparison-review.schema';
import { comparisonReviews } from './comparison-review.table';

export type ComparisonReviewJson = z.input<typeof comparisonReviewSchema>;

/** The reviews joined with their product and core product (what every answer reads from). */
export function reviewsWithProduct(db: Executor) {
  return db
    .select({
      review: comparisonReviews,
      productName: comparisonProducts.name,
      coreProductId: comparisonCoreProducts.id,
      coreProductName: comparisonCoreProducts.name,
      approverName: sql<
        string | null
      >`nullif(btrim(${users.givenName} || ' ' || ${users.familyName}), '')`,
    })
    .from(comparisonReviews)
    .innerJoin(comparisonProducts, eq(comparisonProducts.id, comparisonReviews.productId))
    .innerJoin(
      comparisonCoreProducts,
      eq(comparisonCoreProducts.id, comparisonProducts.coreProductId),
    )
    .leftJoin(users, eq(users.id, comparisonReviews.approvedBy))
    .$dynamic();
}

type JoinedRow = Awaited<ReturnType<typeof reviewsWithProduct>>[number];

export function comparisonReviewJson(row: JoinedRow): ComparisonReviewJson {
  const { review } = row;
  return {
    id: review.id,
    product_id: review.productId,
    product_name: row.productName,
    core_product_id: row.coreProductId,
    core_product_name: row.coreProductName,
    author_name: review.authorName,
    email: review.email,
    rating: review.rating,
    title: review.title,
    text: review.text,
    pros: review.pros,
    cons: review.cons,
    state: review.state,
    created_at: review.createdAt.toISOString(),
    approved_at: review.approvedAt?.toISOString() ?? null,
    approved_by: review.approvedBy,
    approved_by_name: review.approvedBy === null ? null : row.approverName,
    version: review.version,
  };
}

export async function readComparisonReviews(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset = 0,
): Promise<ComparisonReviewJson[]> {
  const rows = await reviewsWithProduct(db)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map(comparisonReviewJson);
}

export async function readComparisonReview(
  db: Executor,
  id: number,
): Promise<ComparisonReviewJson | undefined> {
  const [review] = await readComparisonReviews(db, eq(comparisonReviews.id, id), [], 1);
  return review;
}
