// The dashboards feature's public entry: what other features may use (eslint.config.js).
export { CompanyStatsCard } from './components/company-stats-card';
export { KpiTile } from './components/kpi-tile';
export { PerfectViewScoreCard } from './components/perfect-view-score-card';
export { useStaffBusinessLive } from './hooks/use-lead-generator-dashboard-live';
export { BrokenLinksList } from './views/lead-generator-lists';
