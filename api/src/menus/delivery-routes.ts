import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeHost } from '#domain/cms/domain-input';
import { MENU_KINDS, type MenuKind } from '#domain/menus/menu-kind';
import { childrenOf } from '#domain/menus/menu-tree';
import { cmsDomains } from '../cms';
import { answerNotModified, notModified, PAGE_CACHE } from '../shared/not-modified';
import type { AreaPlugin } from '../shared/area-plugin';
import { notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { publicMenuSchema, type PublicMenuNode } from './menu-item.schema';
import { readTreeRows, type TreeRow } from './menu-tree-read';

/** The nested tree a public site draws: labels, resolved urls, children in order. */
function nested(
  rows: readonly TreeRow[],
  kind: MenuKind,
  parentId: number | null,
): PublicMenuNode[] {
  return childrenOf(rows, parentId).map((row) => ({
    label: row.label,
    url: row.external ? row.externalUrl : row.pageUrl,
    external: row.external,
    ...(kind === 'product_menu' ? { icon: row.icon, product: row.productDiscr } : {}),
    children: nested(rows, kind, row.id),
  }));
}

/** A site's menus for the public sites, without a session (cacheable, ETag, 304). */
export const menuDeliveryRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/public/cms/menu',
    {
      schema: {
        tags: ['menus'],
        summary:
          'A site’s menu or product menu by host as a nested tree with page urls resolved (public, cacheable, ETag)',
        querystring: z.object({
          host: z.string(),
          kind: z.enum(MENU_KINDS).default('menu'),
        }),
        response: { 200: publicMenuSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const host = normalizeHost(request.query.host);
      const { kind } = request.query;
      const [domain] = await db.select().from(cmsDomains).where(eq(cmsDomains.host, host));
      if (!domain) throw notFound();
      const body = {
        host: domain.host,
        kind,
        items: nested(await readTreeRows(db, kind, domain.id), kind, null),
      };
      // From the answer itself, so a renamed page or item changes the tag.
      const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;
      if (notModified(request, etag)) return answerNotModified(reply, etag, PAGE_CACHE);
      return reply.header('etag', etag).header('cache-control', PAGE_CACHE).send(body);
    },
  );
};
