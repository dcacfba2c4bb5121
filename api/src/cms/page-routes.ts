import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { roles, userRoles, users } from '../accounts';
import { recordEvent } from '../events';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import { idOf, requireCmsUser } from './cms-access';
import { cmsDomains } from './domain.table';
import { pageJson } from './page-json';
import { listPages } from './page-list';
import { cmsAuthorListSchema, cmsPageListSchema, cmsPageSchema } from './page.schema';
import { cmsPages, type CmsPageRow } from './page.table';
import { pageSnapshot } from './page-snapshot';
import { createPage, findPage, savePage } from './page-write';

const idParams = z.object({ id: z.string() });
const pageBody = z
  .record(z.string(), z.unknown())
  .describe(
    'page fields in snake_case (see GET /cms/page/{id}); a new page also sends domain_id, a save the version it read',
  );
const listQuery = z.object({
  domainId: z.string().optional(),
  type: z.string().optional(),
  search: z.string().optional(),
  page: z.string().optional(),
  itemsPerPage: z.string().optional(),
});

/** Fields a bulk save (the bulk editor's table) changes; the rest of the page stays as stored. */
const BULK_FIELDS = ['url', 'type'] as const;

/** The page a save asks for: the body, or for a bulk save the stored page with the bulk fields over it. */
function saveBody(current: CmsPageRow, body: Record<string, unknown>): Record<string, unknown> {
  if (body.bulk !== true) return body;
  const changed = Object.fromEntries(BULK_FIELDS.filter((f) => f in body).map((f) => [f, body[f]]));
  return { ...pageSnapshot(current), ...changed, version: body.version };
}

/** Pages built from content blocks: list, read, create, save over a version, delete. */
export const pageRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/cms/page',
    {
      schema: {
        tags: ['cms'],
        summary: 'Pages by domain, type and url text, sorted by url, with their depth',
        querystring: listQuery,
        response: { 200: cmsPageListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      return listPages(db, request.query);
    },
  );

  app.get(
    '/cms/page/:id',
    {
      schema: {
        tags: ['cms'],
        summary: 'A page with its content blocks',
        params: idParams,
        response: { 200: cmsPageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      return pageJson(await findPage(db, idOf(request.params.id)));
    },
  );

  app.post(
    '/cms/page',
    {
      schema: {
        tags: ['cms'],
        summary: 'Add a page to a domain',
        body: pageBody,
        response: { 201: cmsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const viewer = requireCmsUser(request);
      const domainId = request.body.domain_id;
      const [domain] =
        typeof domainId === 'number' && Number.isSafeInteger(domainId)
          ? await db
              .select({ id: cmsDomains.id })
              .from(cmsDomains)
              .where(eq(cmsDomains.id, domainId))
          : [];
      if (!domain)
        throw badRequest('MESSAGE.VALIDATION_FAILED', { domain_id: 'MESSAGE.SELECT_OPTION' });
      const row = await db.transaction((tx) =>
        createPage(tx, domain.id, request.body, viewer.userId),
      );
      return reply.status(201).send(pageJson(row));
    },
  );

  app.post(
    '/cms/page/:id',
    {
      schema: {
        tags: ['cms'],
        summary:
          'Save a page over the version read; 409 when someone saved in between. With bulk: true only url and type are sent, the rest stays',
        params: idParams,
        body: pageBody,
        response: { 200: cmsPageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireCmsUser(request);
      const id = idOf(request.params.id);
      const row = await db.transaction(async (tx) => {
        const current = await findPage(tx, id);
        return savePage(tx, current, saveBody(current, request.body), viewer.userId, 'autosave');
      });
      return pageJson(row);
    },
  );

  app.delete(
    '/cms/page/:id',
    {
      schema: {
        tags: ['cms'],
        summary: 'Delete a page',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireCmsUser(request);
      const page = await findPage(db, idOf(request.params.id));
      await db.transaction(async (tx) => {
        await tx.delete(cmsPages).where(eq(cmsPages.id, page.id));
        await recordEvent(tx, {
          type: 'cms.page_deleted',
          userId: viewer.userId,
          payload: { page_id: page.id },
        });
      });
      return { message: 'MESSAGE.SUCCESSFULLY_DELETED' };
    },
  );

  app.get(
    '/cms/author',
    {
      schema: {
        tags: ['cms'],
        summary: 'Users of the CMS role, offered as page authors',
        response: { 200: cmsAuthorListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const rows = await db
        .select({
          id: users.id,
          givenName: users.givenName,
          familyName: users.familyName,
          email: users.email,
        })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(roles.name, 'ROLE_CMS_USER'))
        .orderBy(asc(users.familyName), asc(users.id));
      return {
        items: rows.map((u) => ({
          id: u.id,
          name: [u.givenName, u.familyName].filter(Boolean).join(' ') || u.email,
          email: u.email,
        })),
      };
    },
  );
};
