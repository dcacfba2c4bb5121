export * from './campaign.table';
export * from './marketing-day-stats.table';
