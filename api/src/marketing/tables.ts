export * from './campaign.table';
export * from './ad-generator-image.table';
