import type { AreaPlugin } from '../shared/area-plugin';
import { domainRoutes } from './domain-routes';
import { pageRoutes } from './page-routes';
import { revisionRoutes } from './revision-routes';

/** CMS: domains and their pages built from content blocks, with their history (content editors only). */
export const cmsRoutes: AreaPlugin = async (app, deps) => {
  await app.register(domainRoutes, deps);
  await app.register(pageRoutes, deps);
  await app.register(revisionRoutes, deps);
};
