export * from './campaign.table';
