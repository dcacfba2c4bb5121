import type { AreaPlugin } from '../shared/area-plugin';
import { companyProductRoutes } from './company-product-routes';
import { productCostRoutes } from './product-cost-routes';
import { productRoutes } from './product-routes';

/** Products: the catalogue, the products and filters of each company, and per-company costs. */
export const productsRoutes: AreaPlugin = async (app, deps) => {
  await app.register(productRoutes, deps);
  await app.register(companyProductRoutes, deps);
  await app.register(productCostRoutes, deps);
};
