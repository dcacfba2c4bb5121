import type { AreaPlugin } from '../shared/area-plugin';
import { adGeneratorRoutes } from './ad-generator-routes';

/** Marketing: the marketing overview, campaigns and their ad images (docs/marketing.md). */
export const marketingRoutes: AreaPlugin = async (app, deps) => {
  await app.register(adGeneratorRoutes, deps);
};
