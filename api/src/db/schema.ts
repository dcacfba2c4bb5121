// Every area's drizzle tables in one object (for typed queries and relational reads).
// One line per area's tables.ts (its *.table.ts files); tests/shared/area-registry.test.ts
// fails when an area's tables are missing here.
export * from '../accounts/tables';
export * from '../events/tables';
export * from '../mail/tables';
export * from '../companies/tables';
export * from '../products/tables';
export * from '../leads/tables';
export * from '../plaza/tables';
export * from '../deals/tables';
export * from '../chat/tables';
export * from '../claims/tables';
export * from '../affiliates/tables';
export * from '../cms/tables';
export * from '../reviews/tables';
export * from '../invoices/tables';
export * from '../payments/tables';
export * from '../prepaid/tables';
export * from '../faq/tables';
export * from '../certifications/tables';
export * from '../tags/tables';
export * from '../menus/tables';
export * from '../widgets/tables';
export * from '../comparison/tables';
export * from '../features/tables';
export * from '../filters/tables';
export * from '../comparison-reviews/tables';
export * from '../feeds/tables';
export * from '../marketing/tables';
export * from '../dashboards/tables';
