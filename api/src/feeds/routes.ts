import type { AreaPlugin } from '../shared/area-plugin';
import { feedRoutes } from './feed-routes';
import { mappingGroupRoutes } from './mapping-group-routes';

/** Product feeds and their data mappings (docs/feeds.md): comparison editors only. */
export const feedsAreaRoutes: AreaPlugin = async (app, deps) => {
  await app.register(feedRoutes, deps);
  await app.register(mappingGroupRoutes, deps);
};
