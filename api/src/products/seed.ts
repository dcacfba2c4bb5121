import type { Executor } from '../db';
import { CATALOGUE } from './catalogue';
import { products } from './product.table';

/** The service products of the catalogue. */
export async function seedProducts(tx: Executor): Promise<void> {
  await tx.insert(products).values(
    CATALOGUE.map((product, position) => ({
      discr: product.discr,
      name: product.name,
      questions: product.questions,
      priceCents: product.priceCents,
      maxAssignments: product.maxAssignments,
      position,
    })),
  );
}
