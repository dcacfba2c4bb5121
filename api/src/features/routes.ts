import type { AreaPlugin } from '../shared/area-plugin';
import { featureRoutes } from './feature-routes';
import { mappingRoutes } from './mapping-routes';
import { metaRoutes } from './meta-routes';
import { specWebsiteRoutes } from './spec-website-routes';

/** Features of the price comparison: features, their mapping, spec websites and product metadata. */
export const featuresAreaRoutes: AreaPlugin = async (app, deps) => {
  await app.register(featureRoutes, deps);
  await app.register(mappingRoutes, deps);
  await app.register(specWebsiteRoutes, deps);
  await app.register(metaRoutes, deps);
};
