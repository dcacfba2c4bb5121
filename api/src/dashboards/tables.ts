export * from './perfect-view.table';
