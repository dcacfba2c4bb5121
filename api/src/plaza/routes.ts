import type { AreaPlugin } from '../shared/area-plugin';
import { areaRoutes } from './area-routes';
import { purchaseRoutes } from './purchase-routes';
import { savedSearchRoutes } from './saved-search-routes';
import { searchRoutes } from './search-routes';

/** The lead plaza: faceted search over leads on sale, buying one lead, saved searches. */
export const plazaRoutes: AreaPlugin = async (app, deps) => {
  await app.register(searchRoutes, deps);
  await app.register(areaRoutes, deps);
  await app.register(purchaseRoutes, deps);
  await app.register(savedSearchRoutes, deps);
};
