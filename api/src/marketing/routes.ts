import type { AreaPlugin } from '../shared/area-plugin';
import { adGeneratorRoutes } from './ad-generator-routes';
import { campaignRoutes } from './campaign-routes';
import { marketingStatsRoutes } from './marketing-stats-routes';

/** Marketing: the marketing overview, campaigns and their ad images (docs/marketing.md). */
export const marketingRoutes: AreaPlugin = async (app, deps) => {
  await app.register(marketingStatsRoutes, deps);
  await app.register(campaignRoutes, deps);
  await app.register(adGeneratorRoutes, deps);
};
