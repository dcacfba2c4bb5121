import { eq, like } from 'drizzle-orm';
import type { Database } from '../db';
import type { FileStorage } from '../files';
import { demoLogoFor } from './cms-product-seed';
import { cmsProductLogos } from './cms-product.table';
import { demoPictureFor } from './demo-images';
import { thumbnailKeyOf } from './upload-store';
import { makeThumbnail } from './upload-thumbnail';
import { cmsUploads } from './upload.table';

// Demo thumbnails by storage key: the same pictures, so made once a process (see demoPicture).
const thumbnails = new Map<string, Buffer>();

/**
 * The seed records the demo uploads but has no file storage at hand: their
 * pictures and thumbnails are drawn and stored when the api starts, if not there yet.
 */
export async function storeDemoFiles(db: Database, storage: FileStorage): Promise<void> {
  const rows = await db
    .select({ id: cmsUploads.id, key: cmsUploads.storageKey, thumbnail: cmsUploads.thumbnailKey })
    .from(cmsUploads)
    .where(like(cmsUploads.storageKey, 'cms/demo/%'));
  for (const { id, key, thumbnail } of rows) {
    const picture = (await storage.get(key))?.data ?? demoPictureFor(key);
    if (!picture) continue;
    if (!(await storage.get(key))) await storage.put(key, picture, 'image/png');
    if (thumbnail && (await storage.get(thumbnail))) continue;
    const small = thumbnails.get(key) ?? (await makeThumbnail(picture, 'png'));
    if (small) thumbnails.set(key, small);
    if (!small) continue;
    const thumbnailKey = thumbnailKeyOf(key);
    await storage.put(thumbnailKey, small, 'image/webp');
    await db.update(cmsUploads).set({ thumbnailKey }).where(eq(cmsUploads.id, id));
  }
  const logos = await db
    .select({ key: cmsProductLogos.fileKey })
    .from(cmsProductLogos)
    .where(like(cmsProductLogos.fileKey, 'cms/demo-logos/%'));
  for (const { key } of logos) {
    const logo = demoLogoFor(key);
    if (logo && !(await storage.get(key))) await storage.put(key, logo, 'image/png');
  }
}
