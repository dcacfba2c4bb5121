export * from './campaign.table';
export * from './marketing-day-stats.table';
export * from './ad-generator-image.table';
