import type { AreaPlugin } from '../shared/area-plugin';
import { dealRoutes } from './deal-routes';

/** Deals: agreed prices, lead maxima and free plaza leads per company. */
export const dealsRoutes: AreaPlugin = async (app, deps) => {
  await app.register(dealRoutes, deps);
};
