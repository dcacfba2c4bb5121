import { storageOf, type FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { widgetDeliveryRoutes } from './delivery-routes';
import { storeDemoWidgetImages } from './seed';
import { widgetImageRoutes } from './widget-image-routes';
import { widgetRoutes } from './widget-routes';

/** Widgets per domain: link groups, settings and images (content editors); their public delivery. */
export const widgetsAreaRoutes: AreaPlugin = async (app, deps) => {
  // Files go to `deps.storage` when given, else DATA_DIR/files (memory for 'memory://').
  const storage = (deps as { storage?: FileStorage }).storage ?? storageOf(deps.config);
  await app.register(widgetRoutes, deps);
  await app.register(widgetImageRoutes(storage), deps);
  await app.register(widgetDeliveryRoutes(storage), deps);
  app.addHook('onReady', async () => {
    // Demo images are a nicety: an api built without its tables (the OpenAPI export) starts anyway.
    await storeDemoWidgetImages(deps.db, storage).catch((error: unknown) =>
      app.log.warn({ err: error }, 'demo widget images not stored'),
    );
  });
};
