import { storageOf, type FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { chatAttachmentRoutes } from './chat-attachment-routes';
import { chatRoutes } from './chat-routes';

/** Chat between consumers and companies about assigned leads. */
export const chatAreaRoutes: AreaPlugin = async (app, deps) => {
  // Files go to `deps.storage` when given, else DATA_DIR/files (memory for 'memory://').
  const storage = (deps as { storage?: FileStorage }).storage ?? storageOf(deps.config);
  await app.register(chatRoutes, deps);
  await app.register(chatAttachmentRoutes(storage), deps);
};
