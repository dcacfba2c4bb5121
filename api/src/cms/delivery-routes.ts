import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeHost } from '#domain/cms/domain-input';
import { normalizePageUrl } from '#domain/cms/page-url';
import type { FileStorage } from '../files';
import { CONTENT_TYPES } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { notFound } from '../shared/errors';
import { answerNotModified, notModified, PAGE_CACHE } from '../shared/not-modified';
import { errorResponses, fileResponse } from '../shared/responses';
import { idOf } from './cms-access';
import { recordClickout } from './clickout-record';
import { deliveredPage, publishedPage } from './delivery';
import { redirectionAt } from './delivery-redirect';
import { offerIdOfLink } from '#domain/comparison/clickout-grouping';
import { followOfferLink } from '../comparison';
import { deliveredPageSchema } from './delivery.schema';
import { cmsDomains } from './domain.table';
import { cmsPages } from './page.table';
import { isImageType } from './upload-json';
import { cmsUploads } from './upload.table';
import { pagesUsingUpload } from './upload-usage';

/** An upload's file never changes under its id. */
const FILE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Read-only delivery for the public sites, without a session: a page by host
 * and url as JSON, and the files its images show. Answers carry an ETag and
 * cache headers; a request with a matching If-None-Match gets 304.
 */
export const deliveryRoutes = (storage: FileStorage): AreaPlugin =>
  async function cmsDeliveryRoutes(app, { db }) {
    app.get(
      '/public/cms/page',
      {
        schema: {
          tags: ['cms'],
          summary:
            'A page of a site by host and url, its blocks spelled out (public, cacheable, ETag)',
          description:
            'A redirection of the domain at that url answers 301 (302 when temporary) with its Location instead: an address, or the path of the page it leads to. An outgoing /out/ link always answers 302 and records a click-out (from: the page the visitor clicked on); so does a shop offer’s link /out/offer/<offer id>, which records a comparison click-out with the click price of the product’s commission scale.',
          querystring: z.object({
            host: z.string(),
            url: z.string().optional(),
            from: z.string().max(255).optional().describe('for /out/ links: the page clicked on'),
          }),
          response: {
            200: deliveredPageSchema,
            301: z.null().describe('Moved for good: see Location'),
            302: z.null().describe('Moved for now, or an outgoing link: see Location'),
            ...errorResponses(400, 404),
          },
        },
      },
      async (request, reply) => {
        const host = normalizeHost(request.query.host);
        const url = normalizePageUrl(request.query.url ?? '/');
        const [domain] = await db.select().from(cmsDomains).where(eq(cmsDomains.host, host));
        if (!domain) throw notFound();
        const offerId = offerIdOfLink(url);
        if (offerId !== null) {
          const target = await followOfferLink(db, domain.id, offerId, request.query.from);
          if (!target) throw notFound();
          // Never cached: every click has to reach us to be counted (and charged).
          return reply.header('cache-control', 'no-store').redirect(target, 302);
        }
        const redirect = await redirectionAt(db, domain.id, url);
        if (redirect) {
          if (!redirect.location) throw notFound();
          if (redirect.outgoing) {
            await recordClickout(
              db,
              { ...redirect.row, target: redirect.location },
              request.query.from,
            );
            // Never cached: every click has to reach us to be counted.
            return reply.header('cache-control', 'no-store').redirect(redirect.location, 302);
          }
          return reply
            .header('cache-control', PAGE_CACHE)
            .redirect(redirect.location, redirect.row.temporary ? 302 : 301);
        }
        const [page] = await db
          .select()
          .from(cmsPages)
          .where(and(eq(cmsPages.domainId, domain.id), eq(cmsPages.url, url)));
        // Only what was published: the row itself is the editors' draft.
        const published = page ? publishedPage(page) : null;
        if (!published) throw notFound();
        const body = await deliveredPage(db, domain, published);
        // From the answer itself: a linked page or image that changes changes the tag too.
        const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;
        if (notModified(request, etag)) return answerNotModified(reply, etag, PAGE_CACHE);
        return reply.header('etag', etag).header('cache-control', PAGE_CACHE).send(body);
      },
    );

    app.get(
      '/public/cms/file/:id',
      {
        schema: {
          tags: ['cms'],
          summary: 'The file of an image a page shows (public, cacheable, ETag)',
          params: z.object({ id: z.string() }),
          response: {
            200: fileResponse(Object.values(CONTENT_TYPES), 'The image file'),
            ...errorResponses(404),
          },
        },
      },
      async (request, reply) => {
        const id = idOf(request.params.id);
        const [upload] =
          id === null ? [] : await db.select().from(cmsUploads).where(eq(cmsUploads.id, id));
        // Only what a page shows is public; other uploads may still be drafts.
        if (
          !upload ||
          !isImageType(upload.fileType) ||
          (await pagesUsingUpload(db, upload.id)) === 0
        )
          throw notFound();
        const etag = `"upload-${upload.id}"`;
        if (notModified(request, etag)) return answerNotModified(reply, etag, FILE_CACHE);
        const file = await storage.get(upload.storageKey);
        if (!file) throw notFound();
        return reply
          .header('content-type', file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .header('etag', etag)
          .header('cache-control', FILE_CACHE)
          .send(file.data);
      },
    );
  };
