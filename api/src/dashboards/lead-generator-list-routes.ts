import { z } from 'zod';
import { BROKEN_LINKS, PLAZA_PURCHASES } from '#domain/dashboards/lead-generator-home-rules';
import type { AreaPlugin } from '../shared/area-plugin';
import { pageNumberSchema } from '../shared/paging';
import { errorResponses } from '../shared/responses';
import { requirePermission } from '../shared/session-guard';
import { brokenLinkPageSchema, brokenLinks } from './lead-generator-broken-links';
import { latestPlazaPurchases, plazaPurchasePageSchema } from './lead-generator-plaza-purchases';

const pageQuery = z.object({ page: pageNumberSchema });

/**
 * Two lists of the lead managers' home that no area owns alone: the latest plaza purchases
 * and the CMS's broken links (docs/dashboards.md). The review approvals and the certification
 * review requests are read from their own areas.
 */
export const leadGeneratorListRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/v2/plaza/latest-purchases',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'The latest leads bought on the lead plaza, newest first (staff), 20 a page',
        querystring: pageQuery,
        response: { 200: plazaPurchasePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, PLAZA_PURCHASES);
      return latestPlazaPurchases(db, request.query.page);
    },
  );

  app.get(
    '/v2/cms/broken-links',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          'Menu items, widget links and redirections that lead nowhere, from the database alone (CMS users, lead managers), 20 a page',
        querystring: pageQuery,
        response: { 200: brokenLinkPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, BROKEN_LINKS);
      return brokenLinks(db, request.query.page);
    },
  );
};
