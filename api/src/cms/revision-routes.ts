import { z } from 'zod';
import { comparePages } from '#domain/cms/page-comparison';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { idOf, requireCmsUser } from './cms-access';
import { pageJson } from './page-json';
import { pageVersion, pageVersions, versionJson } from './page-revisions';
import { cmsPageSchema } from './page.schema';
import { findPage, savePage } from './page-write';
import {
  cmsPageComparisonSchema,
  cmsPageRevisionDetailSchema,
  cmsPageRevisionListSchema,
} from './revision.schema';

const idParams = z.object({ id: z.string() });
const versionParams = z.object({ id: z.string(), version: z.string() });

function versionOf(value: string | undefined, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw badRequest('MESSAGE.VALIDATION_FAILED', { [name]: 'MESSAGE.ENTER_VALID_NUMBER' });
  return n;
}

/** The history of a page: its versions, one version whole, two compared, and restoring one. */
export const revisionRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/cms/page/:id/revision',
    {
      schema: {
        tags: ['cms'],
        summary: 'The versions of a page with who saved each and when, the current one first',
        params: idParams,
        response: { 200: cmsPageRevisionListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const page = await findPage(db, idOf(request.params.id));
      const items = (await pageVersions(db, page)).map(versionJson);
      return { items, total: items.length };
    },
  );

  app.get(
    '/cms/page/:id/revision/:version',
    {
      schema: {
        tags: ['cms'],
        summary: 'One version of a page as it was saved',
        params: versionParams,
        response: { 200: cmsPageRevisionDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const page = await findPage(db, idOf(request.params.id));
      const version = idOf(request.params.version);
      if (version === null) throw notFound();
      const found = await pageVersion(db, page, version);
      return { ...versionJson(found), page: found.page };
    },
  );

  app.get(
    '/cms/page/:id/comparison',
    {
      schema: {
        tags: ['cms'],
        summary:
          'Two versions of a page compared block by block (to: the current version unless given)',
        params: idParams,
        querystring: z.object({ from: z.string(), to: z.string().optional() }),
        response: { 200: cmsPageComparisonSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const page = await findPage(db, idOf(request.params.id));
      const from = await pageVersion(db, page, versionOf(request.query.from, 'from'));
      const to = request.query.to
        ? await pageVersion(db, page, versionOf(request.query.to, 'to'))
        : await pageVersion(db, page, page.version);
      return { from: from.version, to: to.version, ...comparePages(from.page, to.page) };
    },
  );

  app.post(
    '/cms/page/:id/revision/:version/restore',
    {
      schema: {
        tags: ['cms'],
        summary:
          'Saves an earlier version as the newest one (send the version read); the version it replaces is kept',
        params: versionParams,
        body: z.object({ version: z.number().int().optional() }),
        response: { 200: cmsPageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireCmsUser(request);
      const row = await db.transaction(async (tx) => {
        const current = await findPage(tx, idOf(request.params.id));
        const version = idOf(request.params.version);
        if (version === null) throw notFound();
        const restored = await pageVersion(tx, current, version);
        return savePage(
          tx,
          current,
          { ...restored.page, version: request.body.version },
          viewer.userId,
        );
      });
      return pageJson(row);
    },
  );
};
