export * from './menu-item.table';
