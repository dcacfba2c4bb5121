import { storageOf, type FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { claimProofRoutes } from './claim-proof-routes';
import { claimRoutes } from './claim-routes';
import { claimStatsRoutes } from './claim-stats-routes';

/** Claims: filing with proof, the lists, status changes with their credits, statistics. */
export const claimsRoutes: AreaPlugin = async (app, deps) => {
  const storage = (deps as { storage?: FileStorage }).storage ?? storageOf(deps.config);
  // The statistics first: their fixed paths must not be read as a claim id.
  await app.register(claimStatsRoutes, deps);
  await app.register(claimRoutes, deps);
  await app.register(claimProofRoutes(storage), deps);
};
