import type { AreaPlugin } from '../shared/area-plugin';
import { companyProductRoutes } from './company-product-routes';
import { productRoutes } from './product-routes';

/** Products: the catalogue, and the products and filters of each company. */
export const productsRoutes: AreaPlugin = async (app, deps) => {
  await app.register(productRoutes, deps);
  await app.register(companyProductRoutes, deps);
};
