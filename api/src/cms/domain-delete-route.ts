import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, notFound } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import { idOf, requireCmsUser } from './cms-access';
import { cmsDomains } from './domain.table';
import { cmsPages } from './page.table';
import { removeStoredUpload } from './upload-store';
import { cmsUploads } from './upload.table';
import { widgetImages, widgets } from '../widgets';

/**
 * Deleting a domain: refused while it has pages (they are the site; an editor
 * deletes or moves them first, never by accident). What only served the domain
 * goes with it: its uploads (no page can show them any more), redirections and
 * widgets (their image files too).
 */
export const domainDeleteRoute = (storage: FileStorage): AreaPlugin =>
  async function cmsDomainDeleteRoute(app, { db }) {
    app.delete(
      '/cms/domain/:id',
      {
        schema: {
          tags: ['cms'],
          summary:
            'Delete a domain with its uploads and redirections; 409 MESSAGE.DOMAIN_HAS_PAGES while it has pages',
          params: z.object({ id: z.string() }),
          response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const id = idOf(request.params.id);
        if (id === null) throw notFound();
        const uploads = await db.transaction(async (tx) => {
          // Locked: a page or upload added meanwhile waits, then finds the domain gone.
          const [domain] = await tx
            .select({ id: cmsDomains.id })
            .from(cmsDomains)
            .where(eq(cmsDomains.id, id))
            .for('update');
          if (!domain) throw notFound();
          const [pages] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(cmsPages)
            .where(eq(cmsPages.domainId, id));
          if ((pages?.n ?? 0) > 0) throw new ApiError(409, 'MESSAGE.DOMAIN_HAS_PAGES');
          const removed = await tx.delete(cmsUploads).where(eq(cmsUploads.domainId, id)).returning({
            storageKey: cmsUploads.storageKey,
            thumbnailKey: cmsUploads.thumbnailKey,
          });
          const images = await tx
            .select({ key: widgetImages.storageKey })
            .from(widgetImages)
            .innerJoin(widgets, eq(widgets.id, widgetImages.widgetId))
            .where(eq(widgets.domainId, id));
          await tx.delete(cmsDomains).where(eq(cmsDomains.id, id));
          return { removed, images };
        });
        // Files last: a refused or failed delete leaves every file in place.
        for (const upload of uploads.removed) await removeStoredUpload(storage, upload);
        for (const image of uploads.images) await storage.delete(image.key).catch(() => undefined);
        return { message: 'MESSAGE.SUCCESSFULLY_DELETED' };
      },
    );
  };
