import type { AreaPlugin } from '../shared/area-plugin';
import { filterRoutes } from './filter-routes';

/** Comparison filters: the facets of a core product's product list. */
export const filtersAreaRoutes: AreaPlugin = async (app, deps) => {
  await app.register(filterRoutes, deps);
};
