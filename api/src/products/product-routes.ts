import { asc } from 'drizzle-orm';
import type { AreaPlugin } from '../shared/area-plugin';
import { errorResponses } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { productJson } from './company-product-json';
import { productListSchema } from './product.schema';
import { products } from './product.table';

/** The catalogue of service products with their quote-form questions. */
export const productRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/product',
    {
      schema: {
        tags: ['products'],
        summary: 'The service products with their questions and default lead price',
        response: { 200: productListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      requireViewer(request);
      const rows = await db
        .select()
        .from(products)
        .orderBy(asc(products.position), asc(products.name));
      return { items: rows.map(productJson), total: rows.length };
    },
  );
};
