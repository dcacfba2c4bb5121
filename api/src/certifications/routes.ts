import { storageOf, type FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { certificationReviewRoutes } from './certification-review-routes';
import { certificationRoutes } from './certification-routes';
import { companyCertificationRoutes } from './company-certification-routes';
import { storeDemoCertificationFiles } from './demo-files';
import { qualityMarkRoutes } from './quality-mark-routes';

/** Quality marks, certifications and the certifications companies hold (content editors only). */
export const certificationsRoutes: AreaPlugin = async (app, deps) => {
  // Files go to `deps.storage` when given, else DATA_DIR/files (memory for 'memory://').
  const storage = (deps as { storage?: FileStorage }).storage ?? storageOf(deps.config);
  await app.register(qualityMarkRoutes(storage), deps);
  await app.register(certificationRoutes(storage), deps);
  await app.register(companyCertificationRoutes(storage), deps);
  await app.register(certificationReviewRoutes, deps);
  app.addHook('onReady', async () => {
    // Demo files are a nicety: an api built without its tables (the OpenAPI export) starts anyway.
    await storeDemoCertificationFiles(deps.db, storage).catch((error: unknown) =>
      app.log.warn({ err: error }, 'demo certification files not stored'),
    );
  });
};
