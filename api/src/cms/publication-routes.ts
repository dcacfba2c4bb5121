import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../accounts';
import type { AreaPlugin } from '../shared/area-plugin';
import { errorResponses } from '../shared/responses';
import { idOf, requireCmsUser } from './cms-access';
import { pageJson } from './page-json';
import { cmsPagePublications } from './page-publication.table';
import { discardDraft, publishPage, schedulePage, unpublishPage } from './page-publish';
import { cmsPageSchema } from './page.schema';
import { findPage } from './page-write';
import { cmsPagePublicationListSchema } from './revision.schema';

const idParams = z.object({ id: z.string() });
const versionBody = z.object({
  version: z.number().int().optional().describe('the page version the editor read'),
});

/**
 * Publishing a page (docs/cms.md): publish the draft, take the page off the sites, plan a
 * publication, discard the draft, and what happened when. Content editors only.
 */
export const publicationRoutes: AreaPlugin = async (app, { db }) => {
  app.post(
    '/cms/page/:id/publish',
    {
      schema: {
        tags: ['cms'],
        summary:
          'Publish the page as it is now (send the version read; 409 when the draft changed since)',
        params: idParams,
        body: versionBody,
        response: { 200: cmsPageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireCmsUser(request);
      const id = idOf(request.params.id);
      const row = await db.transaction((tx) => publishPage(tx, id, request.body, viewer.userId));
      return pageJson(row);
    },
  );

  app.post(
    '/cms/page/:id/unpublish',
    {
      schema: {
        tags: ['cms'],
        summary: 'Take the page off the public sites; the draft stays (409 when not published)',
        params: idParams,
        response: { 200: cmsPageSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireCmsUser(request);
      const id = idOf(request.params.id);
      const row = await db.transaction((tx) => unpublishPage(tx, id, viewer.userId));
      return pageJson(row);
    },
  );

  app.post(
    '/cms/page/:id/schedule',
    {
      schema: {
        tags: ['cms'],
        summary:
          'Plan the publication of the draft (as it is then) at publish_at, a moment in the future; null cancels the plan',
        params: idParams,
        body: z.object({
          publish_at: z.string().nullable().describe('ISO 8601 date-time, or null'),
        }),
        response: { 200: cmsPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireCmsUser(request);
      const id = idOf(request.params.id);
      const row = await db.transaction((tx) => schedulePage(tx, id, request.body, viewer.userId));
      return pageJson(row);
    },
  );

  app.post(
    '/cms/page/:id/discard',
    {
      schema: {
        tags: ['cms'],
        summary:
          'Set the draft back to the published copy (send the version read); the discarded draft stays in the history',
        params: idParams,
        body: versionBody,
        response: { 200: cmsPageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireCmsUser(request);
      const id = idOf(request.params.id);
      const row = await db.transaction((tx) => discardDraft(tx, id, request.body, viewer.userId));
      return pageJson(row);
    },
  );

  app.get(
    '/cms/page/:id/publication',
    {
      schema: {
        tags: ['cms'],
        summary: 'What happened to the page’s publication, with who and when, newest first',
        params: idParams,
        response: { 200: cmsPagePublicationListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const page = await findPage(db, idOf(request.params.id));
      const rows = await db
        .select({
          entry: cmsPagePublications,
          givenName: users.givenName,
          familyName: users.familyName,
          email: users.email,
        })
        .from(cmsPagePublications)
        .leftJoin(users, eq(users.id, cmsPagePublications.userId))
        .where(eq(cmsPagePublications.pageId, page.id))
        .orderBy(desc(cmsPagePublications.id));
      const items = rows.map(({ entry, givenName, familyName, email }) => ({
        id: entry.id,
        action: entry.action,
        version: entry.version,
        publish_at: entry.publishAt?.toISOString() ?? null,
        user_id: entry.userId,
        user_name:
          email === null ? null : [givenName, familyName].filter(Boolean).join(' ') || email,
        created_at: entry.createdAt.toISOString(),
      }));
      return { items, total: items.length };
    },
  );
};
