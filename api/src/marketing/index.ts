// Its tables: other areas read and join them; only marketing writes them (tests/shared/table-owners.test.ts).
export { campaigns } from './campaign.table';
export { marketingDayStats } from './marketing-day-stats.table';
export { campaignAdImages, campaignAdRenders } from './ad-generator-image.table';
export type { CampaignAdImageRow } from './ad-generator-image.table';

// Demo leads carry demo tracking values.
export { demoTrackingFor } from './demo-tracking';
