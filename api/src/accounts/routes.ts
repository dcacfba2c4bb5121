import type { AreaPlugin } from '../shared/area-plugin';
import { passwordRoutes } from './password-routes';
import { roleRoutes } from './role-routes';
import { sessionRoutes } from './session-routes';
import { userRoutes } from './user-routes';

/** Accounts: sessions, users, roles, password reset. */
export const accountsRoutes: AreaPlugin = async (app, deps) => {
  await app.register(sessionRoutes, deps);
  await app.register(roleRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(userRoutes, deps);
};
