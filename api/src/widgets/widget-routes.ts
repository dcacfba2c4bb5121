import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { widgetSaveSchema } from '#domain/widgets/widget';
import { idOf, requireCmsUser, cmsDomains } from '../cms';
import { requireVersion } from '../shared/version';
import type { AreaPlugin } from '../shared/area-plugin';
import { notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { domainWidgets, ensureWidgets, findWidget, oneWidgetJson, widgetJson } from './widget-read';
import { widgetListSchema, widgetSchema } from './widget.schema';
import { saveWidget } from './widget-write';

/** Widgets per domain (spec: GET cms/widget/{domainId}; save), content editors only. */
export const widgetRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/cms/widget/:domainId',
    {
      schema: {
        tags: ['widgets'],
        summary:
          'The domain’s widgets, one of each type in a fixed order; the ones missing are created empty',
        params: z.object({ domainId: z.string() }),
        response: { 200: widgetListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const domainId = idOf(request.params.domainId);
      if (domainId === null) throw notFound();
      return db.transaction(async (tx) => {
        const [domain] = await tx
          .select({ id: cmsDomains.id })
          .from(cmsDomains)
          .where(eq(cmsDomains.id, domainId));
        if (!domain) throw notFound();
        await ensureWidgets(tx, domain.id);
        return { items: (await domainWidgets(tx, domain.id)).map(widgetJson) };
      });
    },
  );

  app.put(
    '/cms/widget/:id',
    {
      schema: {
        tags: ['widgets'],
        summary:
          'Saves a widget whole: its settings and link groups with their links, in the order sent, over the version read (409 when someone saved in between)',
        params: z.object({ id: z.string() }),
        body: z
          .record(z.string(), z.unknown())
          .describe(
            'settings (per type), link_groups [{ title, links [{ label, external, external_url, page_id }] }] and version',
          ),
        response: { 200: widgetSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireCmsUser(request);
      const current = await findWidget(db, idOf(request.params.id));
      const version = requireVersion(request.body.version);
      const input = widgetSaveSchema(current.type).parse(request.body);
      return db.transaction(async (tx) => {
        const saved = await saveWidget(tx, current.id, version, input, viewer.userId);
        return oneWidgetJson(tx, saved);
      });
    },
  );
};
