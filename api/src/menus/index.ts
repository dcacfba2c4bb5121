// Its tables: other areas read and join them; only menus writes them (tests/shared/table-owners.test.ts).
export { cmsMenuItems } from './menu-item.table';
export type { CmsMenuItemRow } from './menu-item.table';
