import { eq, and } from 'drizzle-orm';
import { z } from 'zod';
import { PERFECT_VIEW, perfectViewInputSchema } from '#domain/dashboards/perfect-view';
import type { AreaPlugin } from '../shared/area-plugin';
import { notFound } from '../shared/errors';
import { pageNumberSchema } from '../shared/paging';
import { errorResponses, messageSchema } from '../shared/responses';
import { requirePermission } from '../shared/session-guard';
import { requireVersion } from '../shared/version';
import {
  checkPerfectView,
  choosePerfectView,
  chosenPerfectView,
  companyExists,
  companyScore,
  createPerfectView,
  criteriaOf,
  ownPerfectView,
  pathIdOf,
  perfectViewMatches,
  perfectViewsOf,
  updatePerfectView,
  viewJsonOf,
  viewsJson,
} from './perfect-view';
import {
  perfectViewCompanyScoreSchema,
  perfectViewListSchema,
  perfectViewMatchPageSchema,
  perfectViewSchema,
} from './perfect-view.schema';
import { perfectViews } from './perfect-view.table';

const idParams = z.object({ id: z.string() });
const companyParams = z.object({ companyId: z.string() });
const body = z
  .record(z.string(), z.unknown())
  .describe(
    'name (max 80, unique per owner), product_ids, provinces, states (lists; empty = any), min_review_average (0-10 or null), account_manager (any, mine, none); a save also sends the version it read',
  );

/**
 * The account managers' perfect view on the lead managers' home (docs/perfect-view.md):
 * each viewer keeps their own views; another user's view answers 404.
 */
export const perfectViewRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/perfect_view',
    {
      schema: {
        tags: ['dashboards'],
        summary: "The viewer's perfect views, the chosen one first (account and lead managers)",
        response: { 200: perfectViewListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, PERFECT_VIEW);
      const items = await viewsJson(db, await perfectViewsOf(db, viewer.userId));
      return { items, total: items.length };
    },
  );

  app.post(
    '/perfect_view',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          'Create a perfect view; the first one (while none is chosen) becomes the chosen one',
        body,
        response: { 201: perfectViewSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const viewer = requirePermission(request, PERFECT_VIEW);
      const input = perfectViewInputSchema.parse(request.body);
      await checkPerfectView(db, viewer.userId, input);
      const row = await createPerfectView(db, viewer.userId, input);
      return reply.status(201).send(await viewJsonOf(db, row));
    },
  );

  app.put(
    '/perfect_view/:id',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Save a perfect view over the version read; 409 when it was saved in between',
        params: idParams,
        body,
        response: { 200: perfectViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, PERFECT_VIEW);
      const id = pathIdOf(request.params.id);
      await ownPerfectView(db, viewer.userId, id);
      const version = requireVersion(request.body.version);
      const input = perfectViewInputSchema.parse(request.body);
      await checkPerfectView(db, viewer.userId, input, id);
      return viewJsonOf(db, await updatePerfectView(db, viewer.userId, id, version, input));
    },
  );

  app.delete(
    '/perfect_view/:id',
    {
      schema: {
        tags: ['dashboards'],
        summary: "Delete one of the viewer's perfect views (none is chosen after the chosen one)",
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, PERFECT_VIEW);
      const id = pathIdOf(request.params.id);
      const [row] = await db
        .delete(perfectViews)
        .where(and(eq(perfectViews.id, id), eq(perfectViews.ownerUserId, viewer.userId)))
        .returning({ id: perfectViews.id });
      if (!row) throw notFound();
      return { message: 'MESSAGE.SUCCESSFULLY_DELETED' };
    },
  );

  app.post(
    '/perfect_view/:id/choose',
    {
      schema: {
        tags: ['dashboards'],
        summary: "Make the view the viewer's chosen one (the others are un-chosen)",
        params: idParams,
        response: { 200: perfectViewSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, PERFECT_VIEW);
      const id = pathIdOf(request.params.id);
      return viewJsonOf(db, await choosePerfectView(db, viewer.userId, id));
    },
  );

  app.get(
    '/perfect_view/match',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          'Companies that meet every criterion of the chosen perfect view, by name, 15 a page',
        querystring: z.object({ page: pageNumberSchema }),
        response: { 200: perfectViewMatchPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, PERFECT_VIEW);
      const chosen = await chosenPerfectView(db, viewer.userId);
      if (!chosen) return { view: null, items: [], total: 0 };
      const matches = await perfectViewMatches(db, criteriaOf(chosen), request.query.page);
      return { view: await viewJsonOf(db, chosen), ...matches };
    },
  );

  app.get(
    '/perfect_view/company/:companyId',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'How a company scores against the chosen perfect view, criterion by criterion',
        params: companyParams,
        response: { 200: perfectViewCompanyScoreSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, PERFECT_VIEW);
      const companyId = pathIdOf(request.params.companyId);
      const chosen = await chosenPerfectView(db, viewer.userId);
      if (!chosen) {
        if (!(await companyExists(db, companyId))) throw notFound();
        return { company_id: companyId, view: null, criteria: [], met: 0, of: 0, matches: false };
      }
      const score = await companyScore(db, companyId, criteriaOf(chosen));
      return { company_id: companyId, view: await viewJsonOf(db, chosen), ...score };
    },
  );
};
