export * from './widget.table';
