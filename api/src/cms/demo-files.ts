import { like } from 'drizzle-orm';
import type { Database } from '../db';
import type { FileStorage } from '../files';
import { demoPictureFor } from './demo-images';
import { cmsUploads } from './upload.table';

/**
 * The seed records the demo uploads but has no file storage at hand: their
 * pictures are drawn and stored when the api starts, if not there yet.
 */
export async function storeDemoFiles(db: Database, storage: FileStorage): Promise<void> {
  const rows = await db
    .select({ key: cmsUploads.storageKey })
    .from(cmsUploads)
    .where(like(cmsUploads.storageKey, 'cms/demo/%'));
  for (const { key } of rows) {
    if (await storage.get(key)) continue;
    const picture = demoPictureFor(key);
    if (picture) await storage.put(key, picture, 'image/png');
  }
}
