import { storageOf, type FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { storeDemoFiles } from './demo-files';
import { clickoutRoutes } from './clickout-routes';
import { cmsProductRoutes } from './cms-product-routes';
import { comparisonProductRoutes } from './comparison-product-routes';
import { deliveryRoutes } from './delivery-routes';
import { pageImageRoutes } from './page-image-routes';
import { uploadRoutes } from './upload-routes';
import { domainDeleteRoute } from './domain-delete-route';
import { domainRoutes } from './domain-routes';
import { pageRoutes } from './page-routes';
import { redirectionRoutes } from './redirection-routes';
import { revisionRoutes } from './revision-routes';
import { publicationRoutes } from './publication-routes';
import { termRoutes } from './term-routes';

/** CMS: domains and their pages built from content blocks, with their history, and uploads (content editors only); the public delivery of pages. */
export const cmsRoutes: AreaPlugin = async (app, deps) => {
  // Files go to `deps.storage` when given, else DATA_DIR/files (memory for 'memory://').
  const storage = (deps as { storage?: FileStorage }).storage ?? storageOf(deps.config);
  await app.register(domainRoutes, deps);
  await app.register(domainDeleteRoute(storage), deps);
  await app.register(pageRoutes, deps);
  await app.register(revisionRoutes, deps);
  await app.register(publicationRoutes, deps);
  await app.register(termRoutes, deps);
  await app.register(redirectionRoutes, deps);
  await app.register(clickoutRoutes, deps);
  await app.register(cmsProductRoutes(storage), deps);
  await app.register(comparisonProductRoutes, deps);
  await app.register(uploadRoutes(storage), deps);
  await app.register(pageImageRoutes(storage), deps);
  await app.register(deliveryRoutes(storage), deps);
  app.addHook('onReady', async () => {
    // Demo pictures are a nicety: an api built without its tables (the OpenAPI export) starts anyway.
    await storeDemoFiles(deps.db, storage).catch((error: unknown) =>
      app.log.warn({ err: error }, 'demo pictures not stored'),
    );
  });
};
