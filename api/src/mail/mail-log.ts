import { eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { emailLog, type EmailLogRow } from './email-log.table';

/** A logged mail sent again: success marks it sent and clears the error, failure stores it. */
export async function recordResend(
  db: Executor,
  id: number,
  error: string | null,
): Promise<EmailLogRow> {
  const [updated] = await db
    .update(emailLog)
    .set(error === null ? { sentAt: new Date(), error: null } : { error })
    .where(eq(emailLog.id, id))
    .returning();
  return updated!;
}
