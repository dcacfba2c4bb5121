// Its tables: other areas read and join them; only mail writes them (tests/shared/table-owners.test.ts).
export { emailLog } from './email-log.table';
export type { EmailLogRow } from './email-log.table';

// Every area sends its mail through the one mailer.
export { createMailer } from './mailer';
export type { MailAttachment, Mailer, OutgoingMail } from './mailer';

// The lead generator's home sends unsent mails again.
export { recordResend } from './mail-log';
