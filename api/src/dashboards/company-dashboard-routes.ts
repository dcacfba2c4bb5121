import { z } from 'zod';
import { companyFor } from '../companies';
import type { AreaPlugin } from '../shared/area-plugin';
import { errorResponses } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { companyDashboard } from './company-dashboard';
import { companyDashboardSchema } from './company-dashboard.schema';

const companyParams = z.object({ id: z.string() });

/** The customer home of one company: its users, its managing partner and staff (404 for others). */
export const companyDashboardRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company/:id/dashboard',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          "A company's home: leads against the previous period and its maxima, latest leads, map, tasks, balance, invoices, claims, reviews",
        params: companyParams,
        response: { 200: companyDashboardSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { company } = await companyFor(db, requireViewer(request), request.params.id);
      return companyDashboard(db, company);
    },
  );
};
