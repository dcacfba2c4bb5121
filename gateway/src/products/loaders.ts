import DataLoader from 'dataloader';
import type { RestClient } from '../rest/rest-client';
import type { RestProduct } from './rest-types';

/** Per-request loaders of the products area. */
export function createProductLoaders(rest: RestClient) {
  return {
    /** The whole catalogue (one GET /product per request), by id and by discriminator. */
    catalogue: new DataLoader<'all', Map<string, RestProduct>>(
      async (keys) => {
        const answer = await rest.typed.get('/product');
        const byKey = new Map<string, RestProduct>();
        for (const product of answer.items) {
          byKey.set(`id:${product.id}`, product);
          byKey.set(`discr:${product.discr}`, product);
        }
        return keys.map(() => byKey);
      },
      { batch: false },
    ),
  };
}

export type ProductLoaders = ReturnType<typeof createProductLoaders>;

/** A product of the catalogue by id or discriminator (loaded once per request). */
export async function catalogueProduct(
  loaders: ProductLoaders,
  key: { id: number } | { discr: string },
): Promise<RestProduct> {
  const catalogue = await loaders.catalogue.load('all');
  const product = catalogue.get('id' in key ? `id:${key.id}` : `discr:${key.discr}`);
  if (!product) throw new Error(`unknown product ${JSON.stringify(key)}`);
  return product;
}
