import { storageFor, type FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { affiliateCompanyRoutes } from './affiliate-company-routes';
import { logoRoutes } from './logo-routes';

/** Affiliates: the shops and partners outgoing links lead to, with their logos (content editors). */
export const affiliatesRoutes: AreaPlugin = async (app, deps) => {
  const storage = (deps as { storage?: FileStorage }).storage ?? storageFor(deps.config.dataDir);
  await app.register(affiliateCompanyRoutes(storage), deps);
  await app.register(logoRoutes(storage), deps);
};
