import type { AreaPlugin } from '../shared/area-plugin';
import { intakeRoutes } from './intake-routes';
import { leadRoutes } from './lead-routes';

/** Leads: intake (partner API, quote form, staff), matching, and the staff lead screens. */
export const leadsRoutes: AreaPlugin = async (app, deps) => {
  await app.register(intakeRoutes, deps);
  await app.register(leadRoutes, deps);
};
