import type { AreaPlugin } from '../shared/area-plugin';
import { comparisonReviewRoutes } from './comparison-review-routes';

/** Reviews of comparison products: moderated by comparison editors, sent from the public sites. */
export const comparisonReviewsRoutes: AreaPlugin = async (app, deps) => {
  await app.register(comparisonReviewRoutes, deps);
};
