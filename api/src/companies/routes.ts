import { storageOf, type FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { addressRoutes } from './address-routes';
import { companyChangeRequestRoutes } from './company-change-request-routes';
import { companyRoutes } from './company-routes';
import { companyUserRoutes } from './company-user-routes';
import { invitationRoutes } from './invitation-routes';
import { notificationListRoutes } from './notification-list-routes';
import { profileRoutes } from './profile-routes';
import { suspectRoutes } from './suspect-routes';
import { companyEventRoutes } from './event-routes';
import { companyListRoutes } from './list-routes';
import { partnerRoutes } from './partner-routes';
import { sepaRoutes } from './sepa-routes';
import { companyStateRoutes } from './state-routes';
import { uploadRoutes } from './upload-routes';

/**
 * Companies: overview, company records, states and pauses, SEPA mandate,
 * suspects, company users and invitations, notification lists, profile, uploads, partner settings.
 * Files go to `deps.storage` when given, else DATA_DIR/files (memory for 'memory://').
 */
export const companiesRoutes: AreaPlugin = async (app, deps) => {
  const storage = (deps as { storage?: FileStorage }).storage ?? storageOf(deps.config);
  await app.register(companyListRoutes, deps);
  await app.register(companyRoutes, deps);
  await app.register(companyStateRoutes, deps);
  await app.register(addressRoutes, deps);
  await app.register(sepaRoutes, deps);
  await app.register(companyUserRoutes, deps);
  await app.register(invitationRoutes, deps);
  await app.register(notificationListRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(suspectRoutes, deps);
  await app.register(companyEventRoutes, deps);
  await app.register(partnerRoutes, deps);
  await app.register(uploadRoutes(storage), deps);
  await app.register(companyChangeRequestRoutes, deps);
};
