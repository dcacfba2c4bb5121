import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ApiConfig } from '../config';
import type { Database, Executor } from '../db';
import { emailLog } from './email-log.table';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text body. */
  body: string;
  /** Which template produced it ('password_reset', …): for the log and for tests. */
  template: string;
  /** Files that go along (an invoice's PDF and e-invoice); the log keeps their names. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

export interface Mailer {
  /**
   * Writes the mail to the e-mail log (inside the caller's transaction when given one)
   * and returns a function that delivers it over SMTP when configured; call that after commit.
   */
  queue(tx: Executor, mail: OutgoingMail): Promise<() => Promise<void>>;
}

/** Mail goes to the email_log table, and over SMTP when SMTP_URL is set. */
export function createMailer(
  db: Database,
  config: Pick<ApiConfig, 'smtpUrl' | 'mailFrom'>,
): Mailer {
  let transport: Transporter | undefined;
  const smtp = () => (transport ??= nodemailer.createTransport(config.smtpUrl));

  return {
    async queue(tx, mail) {
      const [row] = await tx
        .insert(emailLog)
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          body: mail.body,
          template: mail.template,
          attachments: (mail.attachments ?? []).map((file) => file.filename),
        })
        .returning({ id: emailLog.id });
      const id = row!.id;
      return async () => {
        if (!config.smtpUrl) return;
        try {
          await smtp().sendMail({
            from: config.mailFrom,
            to: mail.to,
            subject: mail.subject,
            text: mail.body,
            attachments: mail.attachments,
          });
          await db.update(emailLog).set({ sentAt: new Date() }).where(eq(emailLog.id, id));
        } catch (error) {
          await db
            .update(emailLog)
            .set({ error: error instanceof Error ? error.message : String(error) })
            .where(eq(emailLog.id, id));
        }
      };
    },
  };
}
