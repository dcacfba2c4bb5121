import type { AreaPlugin } from '../shared/area-plugin';
import { assignedLeadRoutes } from './assigned-lead-routes';
import { intakeRoutes } from './intake-routes';
import { leadActionRoutes } from './lead-action-routes';
import { leadRoutes } from './lead-routes';

/** Leads: intake (partner API, quote form, staff), matching, the staff lead screens, the customer's leads. */
export const leadsRoutes: AreaPlugin = async (app, deps) => {
  await app.register(intakeRoutes, deps);
  await app.register(leadRoutes, deps);
  await app.register(leadActionRoutes, deps);
  await app.register(assignedLeadRoutes, deps);
};
