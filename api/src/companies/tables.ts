export * from './company.table';
export * from './company-user.table';
export * from './notification-list.table';
export * from './sepa-mandate.table';
export * from './company-event.table';
export * from './company-profile.table';
export * from './company-partner.table';
export * from './match-exclude.table';
