import type { AreaPlugin } from '../shared/area-plugin';
import { sessionRoutes } from './session-routes';

/** Accounts: sessions, users, roles, password reset. */
export const accountsRoutes: AreaPlugin = async (app, deps) => {
  await app.register(sessionRoutes, deps);
};
