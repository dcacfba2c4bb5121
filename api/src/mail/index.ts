// Its table: other areas read it; only mail writes it (tests/shared/table-owners.test.ts).
export * from './email-log.table';

// Every area sends its mail through the one mailer.
export { createMailer } from './mailer';
export type { MailAttachment, Mailer, OutgoingMail } from './mailer';

// The lead generator's home sends unsent mails again.
export { recordResend } from './mail-log';
