import type { AreaPlugin } from '../shared/area-plugin';
import { tagRoutes } from './tag-routes';

/** Tags pages carry: kept at /tag, suggested in the page editor, merged. */
export const tagsAreaRoutes: AreaPlugin = async (app, deps) => {
  await app.register(tagRoutes, deps);
};
