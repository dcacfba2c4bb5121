import { desc, eq } from 'drizzle-orm';
import { users } from '../../api/src/accounts/user.table';
import type { Database } from '../../api/src/db';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { emailLog } from '../../api/src/mail/email-log.table';
import { reviewRequests } from '../../api/src/reviews/review-request.table';
import { reviews } from '../../api/src/reviews/review.table';
import { addLead, catalogue } from '../plaza/plaza-test-kit';

const DAY_MS = 86_400_000;

/** A job: a lead (of the consumer with this e-mail, when given) assigned to the company. */
export async function addJob(
  db: Database,
  companyId: number,
  consumerEmail?: string,
): Promise<number> {
  const solar = (await catalogue(db)).find((p) => p.discr === 'zonnepanelen')!;
  let userId: number | undefined;
  if (consumerEmail) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, consumerEmail));
    userId = user!.id;
  }
  const leadId = await addLead(db, { product: solar, fields: userId ? { userId } : {} });
  const [row] = await db
    .insert(assignedLeads)
    .values({ leadId, companyId, priceCents: 3500, priceSource: 'product', state: 6 })
    .returning({ id: assignedLeads.id });
  return row!.id;
}

/** The link in the newest review request mail. */
export async function mailedReviewToken(db: Database): Promise<string> {
  const [mail] = await db
    .select({ body: emailLog.body })
    .from(emailLog)
    .where(eq(emailLog.template, 'review_request'))
    .orderBy(desc(emailLog.id))
    .limit(1);
  const token = /\/consumer\/review\/([\w-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error('no review mail');
  return token;
}

/** Moves a review link's expiry into the past. */
export async function expireLink(db: Database, token: string): Promise<void> {
  await db
    .update(reviewRequests)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(reviewRequests.token, token));
}

/** Makes a review older, e.g. to close its reply window. */
export async function ageReview(db: Database, reviewId: number, days: number): Promise<void> {
  await db
    .update(reviews)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(reviews.id, reviewId));
}

export async function reviewOfJob(db: Database, assignedLeadId: number) {
  const [row] = await db.select().from(reviews).where(eq(reviews.assignedLeadId, assignedLeadId));
  return row;
}
