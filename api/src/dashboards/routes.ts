import type { AreaPlugin } from '../shared/area-plugin';
import { companyDashboardRoutes } from './company-dashboard-routes';
import { companyStatsRoutes } from './company-stats-routes';
import { leadGeneratorListRoutes } from './lead-generator-list-routes';
import { leadGeneratorRoutes } from './lead-generator-routes';
import { metricsRoutes } from './metrics-routes';
import { overviewRoutes } from './overview-routes';
import { partnerDashboardRoutes } from './partner-dashboard-routes';
import { perfectViewRoutes } from './perfect-view-routes';

/** Dashboards: the homes' figures, read from the day-stats tables (docs/dashboards.md). */
export const dashboardsRoutes: AreaPlugin = async (app, deps) => {
  await app.register(metricsRoutes, deps);
  await app.register(companyDashboardRoutes, deps);
  await app.register(partnerDashboardRoutes, deps);
  await app.register(leadGeneratorRoutes, deps);
  await app.register(leadGeneratorListRoutes, deps);
  await app.register(overviewRoutes, deps);
  await app.register(companyStatsRoutes, deps);
  await app.register(perfectViewRoutes, deps);
};
