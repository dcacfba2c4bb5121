import type { AreaPlugin } from '../shared/area-plugin';
import { emailChangeRoutes } from './email-change-routes';
import { passwordRoutes } from './password-routes';
import { roleRoutes } from './role-routes';
import { sessionRoutes } from './session-routes';
import { storageOf, type FileStorage } from '../files';
import { userPhotoRoutes } from './user-photo-routes';
import { userProfileRoutes } from './user-profile-routes';
import { userRoutes } from './user-routes';

/** Accounts: sessions, users, roles, password reset, e-mail change. */
export const accountsRoutes: AreaPlugin = async (app, deps) => {
  await app.register(sessionRoutes, deps);
  await app.register(roleRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(userProfileRoutes, deps);
  await app.register(emailChangeRoutes, deps);
  // Same storage choice as the companies area: deps.storage in tests, else DATA_DIR/files.
  const storage = (deps as { storage?: FileStorage }).storage ?? storageOf(deps.config);
  await app.register(userPhotoRoutes(storage), deps);
};
