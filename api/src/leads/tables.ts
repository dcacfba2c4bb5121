export * from './lead.table';
export * from './assigned-lead.table';
export * from './crm-task.table';
export * from './lead-note.table';
export * from './lead-attachment.table';
export * from './notification-intent.table';
export * from './partner-request-failure.table';
