import { z } from 'zod';
import type { FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { errorResponses } from '../shared/responses';
import { idOf, requireCmsUser } from './cms-access';
import { pageJson } from './page-json';
import { cmsPageSchema } from './page.schema';
import { pageSnapshot } from './page-snapshot';
import { findPage, savePage } from './page-write';
import { readUploadForm } from './upload-form';
import { MAX_UPLOAD_BYTES, removeStoredUpload, storeUpload } from './upload-store';
import type { CmsUploadRow } from './upload.table';

/** The page's image slots and the page field each fills. */
const IMAGE_SLOTS = {
  header_image: 'header_image_id',
  image1: 'image1_id',
  image2: 'image2_id',
  image3: 'image3_id',
  image4: 'image4_id',
} as const;

/**
 * POST cms/page/{id}/header_image and image1 to image4: the image becomes an
 * upload of the page's domain and fills the slot, as a save of the page (the
 * version sent as a form field before the file; the replaced version is kept).
 */
export const pageImageRoutes = (storage: FileStorage): AreaPlugin =>
  async function cmsPageImageRoutes(app, { db }) {
    for (const [slot, field] of Object.entries(IMAGE_SLOTS)) {
      app.post(
        `/cms/page/:id/${slot}`,
        {
          schema: {
            tags: ['cms'],
            summary: `Upload the page's ${slot} (multipart: version, then file; png, jpeg, webp or svg)`,
            params: z.object({ id: z.string() }),
            response: { 200: cmsPageSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
          },
        },
        async (request) => {
          const viewer = requireCmsUser(request);
          const current = await findPage(db, idOf(request.params.id));
          const form = await readUploadForm(request, MAX_UPLOAD_BYTES);
          let stored: CmsUploadRow | null = null;
          try {
            const row = await db.transaction(async (tx) => {
              const upload = await storeUpload(tx, storage, form, current.domainId, viewer.userId, [
                'png',
                'jpeg',
                'webp',
                'svg',
              ]);
              stored = upload;
              const locked = await findPage(tx, current.id);
              return savePage(
                tx,
                locked,
                {
                  ...pageSnapshot(locked),
                  [field]: upload.id,
                  version: Number(form.fields.version),
                },
                viewer.userId,
              );
            });
            return pageJson(row);
          } catch (error) {
            // The record went with the transaction; the stored files must go too.
            if (stored) await removeStoredUpload(storage, stored);
            throw error;
          }
        },
      );
    }
  };
