import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeHost } from '#domain/cms/domain-input';
import { WIDGET_TYPES, type WidgetType } from '#domain/widgets/widget';
import { idOf, cmsDomains, cmsPages } from '../cms';
import type { Executor } from '../db';
import type { FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { notFound } from '../shared/errors';
import { answerNotModified, notModified } from '../shared/not-modified';
import { errorResponses, fileResponse, IMAGE_TYPES } from '../shared/responses';
import { readWidgets, type WidgetRead } from './widget-read';
import { deliveredWidgetListSchema, type deliveredWidgetSchema } from './widget.schema';
import { widgetImages, widgets } from './widget.table';

/** As the pages: a minute fresh, ten more served stale while a cache asks again. */
const WIDGET_CACHE = 'public, max-age=60, stale-while-revalidate=600';
/** An image address carries its upload time, so a new image is a new address. */
const IMAGE_CACHE = 'public, max-age=86400';

/** Where a public site reads a widget image (relative to the delivery's base address). */
export const publicWidgetImageUrl = (id: number, name: string, updatedAt: Date) =>
  `/public/cms/widget/${id}/${name}?v=${updatedAt.getTime()}`;

type DeliveredWidget = z.input<typeof deliveredWidgetSchema>;

/** A link's address: its own, or its page's url; a link whose page is gone is left out. */
const linkUrl = (link: {
  external: boolean;
  externalUrl: string | null;
  pageUrl: string | null;
}) => (link.external ? link.externalUrl : link.pageUrl);

async function pageUrlOf(tx: Executor, domainId: number, pageId: number | null) {
  if (pageId === null) return null;
  const [page] = await tx
    .select({ url: cmsPages.url })
    .from(cmsPages)
    .where(and(eq(cmsPages.id, pageId), eq(cmsPages.domainId, domainId)));
  return page?.url ?? null;
}

/** The type's settings with a button's page spelled out as its url. */
async function deliveredSettings(tx: Executor, read: WidgetRead) {
  const { button, ...rest } = read.widget.settings as {
    button?: {
      label: string;
      external: boolean;
      external_url: string | null;
      page_id: number | null;
    } | null;
  };
  if (button === undefined) return rest;
  if (button === null) return { ...rest, button: null };
  const url = button.external
    ? button.external_url
    : await pageUrlOf(tx, read.widget.domainId, button.page_id);
  return { ...rest, button: url ? { label: button.label, url, external: button.external } : null };
}

async function deliveredWidget(tx: Executor, read: WidgetRead): Promise<DeliveredWidget> {
  return {
    type: read.widget.type,
    settings: await deliveredSettings(tx, read),
    link_groups: read.groups.map((group) => ({
      title: group.title,
      links: group.links.flatMap((link) => {
        const url = linkUrl(link);
        return url ? [{ label: link.label, url, external: link.external }] : [];
      }),
    })),
    images: Object.fromEntries(
      read.images.map((image) => [
        image.name,
        {
          url: publicWidgetImageUrl(read.widget.id, image.name, image.updatedAt),
          width: image.width,
          height: image.height,
        },
      ]),
    ),
  };
}

/**
 * The public sites' read of their widgets, without a session: all of a domain's
 * widgets or one type, with page links as urls and images as public addresses;
 * an ETag from the answer and 304 on a match, as the page delivery.
 */
export const widgetDeliveryRoutes = (storage: FileStorage): AreaPlugin =>
  async function widgetDelivery(app, { db }) {
    app.get(
      '/public/cms/widget',
      {
        schema: {
          tags: ['widgets'],
          summary: 'A site’s widgets by host, all or one type (public, cacheable, ETag)',
          querystring: z.object({ host: z.string(), type: z.enum(WIDGET_TYPES).optional() }),
          response: { 200: deliveredWidgetListSchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const host = normalizeHost(request.query.host);
        const [domain] = await db.select().from(cmsDomains).where(eq(cmsDomains.host, host));
        if (!domain) throw notFound();
        const type: WidgetType | undefined = request.query.type;
        const rows = await db
          .select()
          .from(widgets)
          .where(and(eq(widgets.domainId, domain.id), type ? eq(widgets.type, type) : undefined));
        rows.sort((a, b) => WIDGET_TYPES.indexOf(a.type) - WIDGET_TYPES.indexOf(b.type));
        const items: DeliveredWidget[] = [];
        for (const read of await readWidgets(db, rows)) items.push(await deliveredWidget(db, read));
        const body = { domain: { host: domain.host, name: domain.name }, items };
        const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;
        if (notModified(request, etag)) return answerNotModified(reply, etag, WIDGET_CACHE);
        return reply.header('etag', etag).header('cache-control', WIDGET_CACHE).send(body);
      },
    );

    app.get(
      '/public/cms/widget/:id/:name',
      {
        schema: {
          tags: ['widgets'],
          summary: 'A widget image for the public sites (cacheable, ETag)',
          params: z.object({ id: z.string(), name: z.string() }),
          response: {
            200: fileResponse([...IMAGE_TYPES], 'The image'),
            ...errorResponses(404),
          },
        },
      },
      async (request, reply) => {
        const id = idOf(request.params.id);
        const [image] =
          id === null
            ? []
            : await db
                .select()
                .from(widgetImages)
                .where(
                  and(eq(widgetImages.widgetId, id), eq(widgetImages.name, request.params.name)),
                );
        if (!image) throw notFound();
        const etag = `"widget-${image.widgetId}-${image.name}-${image.updatedAt.getTime()}"`;
        if (notModified(request, etag)) return answerNotModified(reply, etag, IMAGE_CACHE);
        const file = await storage.get(image.storageKey);
        if (!file) throw notFound();
        return reply
          .header('content-type', file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .header('etag', etag)
          .header('cache-control', IMAGE_CACHE)
          .send(file.data);
      },
    );
  };
