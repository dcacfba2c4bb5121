import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The dashboards texts (locales/<lang>/dashboards.json) come with these screens (app/screens.ts).
export const screens: ScreenMap = {
  '/customer/dashboard': lazyScreen(() =>
    import('./views/customer-dashboard-view').then((m) => m.CustomerDashboardView),
  ),
  '/partner/dashboard': lazyScreen(() =>
    import('./views/partner-dashboard-view').then((m) => m.PartnerDashboardView),
  ),
  '/lead-generator/dashboard': lazyScreen(() =>
    import('./views/lead-generator-dashboard-view').then((m) => m.LeadGeneratorDashboardView),
  ),
  '/lead-generator/metrics': lazyScreen(() =>
    import('./views/lead-generator-metrics-view').then((m) => m.LeadGeneratorMetricsView),
  ),
  '/partner-overview': lazyScreen(() =>
    import('./views/partner-overview-view').then((m) => m.PartnerOverviewView),
  ),
  '/coverage-overview': lazyScreen(() =>
    import('./views/coverage-overview-view').then((m) => m.CoverageOverviewView),
  ),
  '/customer/clicks': lazyScreen(() =>
    import('./views/customer-clicks-view').then((m) => m.CustomerClicksView),
  ),
};
