import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import {
  UNSENT_MAIL_AFTER_MINUTES,
  WORK_LIST_PAGE_SIZE,
} from '#domain/dashboards/lead-generator-home-rules';
import type { ApiConfig } from '../config';
import type { Database } from '../db';
import { emailLog, recordResend, type EmailLogRow } from '../mail';
import { notFound } from '../shared/errors';

type MailConfig = Pick<ApiConfig, 'smtpUrl' | 'mailFrom'>;

/**
 * A resend waits for SMTP inside a manager's request: a server that does not answer fails
 * it within seconds instead of nodemailer's minutes.
 */
function resendTransport(config: MailConfig): Transporter | null {
  if (!config.smtpUrl) return null;
  return nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** A mail not sent: failed, or still unsent well after it was written. */
const unsent = (now: Date) =>
  and(
    isNull(emailLog.sentAt),
    or(
      sql`${emailLog.error} IS NOT NULL`,
      lt(emailLog.createdAt, new Date(now.getTime() - UNSENT_MAIL_AFTER_MINUTES * 60_000)),
    ),
  );

/** What the home shows of a mail: never its body (reset links and the like stay in the log). */
export function unsentMailJson(row: EmailLogRow) {
  return {
    id: row.id,
    to_address: row.toAddress,
    subject: row.subject,
    template: row.template,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    error: row.error,
  };
}

/** Unsent mails, newest first, 15 a page (the partial index on unsent rows). */
export async function unsentMails(db: Database, page: number, now = new Date()) {
  const rows = await db
    .select()
    .from(emailLog)
    .where(unsent(now))
    .orderBy(desc(emailLog.createdAt), desc(emailLog.id))
    .limit(WORK_LIST_PAGE_SIZE)
    .offset((page - 1) * WORK_LIST_PAGE_SIZE);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailLog)
    .where(unsent(now));
  return { items: rows.map(unsentMailJson), total: count?.n ?? 0 };
}

/**
 * Sends a logged mail again. Success marks it sent and clears the error; a failure stores
 * the reason on the row. The log keeps only the names of attachments, so a mail that had
 * any cannot be rebuilt here: that is stored as its failure (its own area sends it anew).
 */
export async function resendMail(
  db: Database,
  config: MailConfig,
  row: EmailLogRow,
  transport = resendTransport(config),
) {
  let error: string | null = null;
  if (row.attachments.length > 0)
    error = `The log keeps no attachments (${row.attachments.join(', ')}); send it from its screen`;
  else if (!transport) error = 'No SMTP server configured (SMTP_URL)';
  else {
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to: row.toAddress,
        subject: row.subject,
        text: row.body,
      });
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
  }
  return recordResend(db, row.id, error);
}

/** One unsent mail by id, or 404 (a sent mail is not resent from the home). */
export async function unsentMailById(db: Database, id: number): Promise<EmailLogRow> {
  const [row] = await db
    .select()
    .from(emailLog)
    .where(and(eq(emailLog.id, id), isNull(emailLog.sentAt)));
  if (!row) throw notFound();
  return row;
}

/** How many unsent mails "resend all" takes in one call, oldest first. */
export const RESEND_ALL_MAX = 200;

/** Resends every unsent mail (at most 200 a call), one after the other. */
export async function resendAllMails(db: Database, config: MailConfig, now = new Date()) {
  const rows = await db
    .select()
    .from(emailLog)
    .where(unsent(now))
    .orderBy(emailLog.createdAt, emailLog.id)
    .limit(RESEND_ALL_MAX);
  const transport = resendTransport(config);
  let sent = 0;
  try {
    for (const row of rows) {
      const result = await resendMail(db, config, row, transport);
      if (result.sentAt) sent += 1;
    }
  } finally {
    transport?.close();
  }
  return { sent, failed: rows.length - sent };
}
