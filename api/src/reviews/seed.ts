import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, ne, or } from 'drizzle-orm';
import { replyDeadline } from '#domain/reviews/reply-window';
import { ratingsFor } from '#domain/reviews/review-ratings';
import { reviewTokenExpiry } from '#domain/reviews/review-token';
import { companies } from '../companies';
import type { Executor } from '../db';
import { assignedLeads, leads } from '../leads';
import { reviewRequests } from './review-request.table';
import { reviews, type ReviewRow } from './review.table';

const DAY = 86_400_000;
const PROS = [
  'Kwam de afspraak precies na',
  'Netjes en schoon gewerkt',
  'Duidelijke offerte vooraf',
  'Goed advies over de mogelijkheden',
  'Snel een monteur beschikbaar',
  'Vriendelijke medewerkers',
];
const CONS = [
  'Offerte liet even op zich wachten',
  'Iets duurder dan verwacht',
  'Planning werd één keer verschoven',
];
const COMMENTS = [
  'Zeer tevreden over het resultaat, een aanrader.',
  'Het werk is goed gedaan, de communicatie kon beter.',
  'Prima ervaring van begin tot eind.',
  'Binnen een week geregeld en alles werkt naar behoren.',
  null,
];
const REPLIES = [
  'Hartelijk dank voor uw beoordeling, wij wensen u veel plezier van de installatie!',
  'Bedankt voor de feedback. De planning verbeteren we, excuses voor het verschuiven.',
];

type Plan = {
  status: ReviewRow['status'];
  ageDays: number;
  reply: boolean;
  recommend: boolean;
  fulfill: boolean;
};

// A spread over every label: most public, some waiting for moderation or the reply window.
const PLANS: Plan[] = [
  { status: 'public', ageDays: 60, reply: true, recommend: true, fulfill: true },
  { status: 'public', ageDays: 45, reply: false, recommend: true, fulfill: true },
  { status: 'new', ageDays: 1, reply: false, recommend: true, fulfill: true },
  { status: 'public', ageDays: 30, reply: true, recommend: true, fulfill: false },
  { status: 'on_hold', ageDays: 12, reply: false, recommend: false, fulfill: true },
  { status: 'new', ageDays: 3, reply: true, recommend: true, fulfill: true },
  { status: 'public', ageDays: 2, reply: false, recommend: true, fulfill: true },
  { status: 'deleted', ageDays: 20, reply: false, recommend: false, fulfill: false },
  { status: 'public', ageDays: 90, reply: false, recommend: true, fulfill: true },
  { status: 'new', ageDays: 8, reply: false, recommend: true, fulfill: false },
];

/**
 * Demo reviews in every label, a third of them for Hendriks (customer@demo.nl's
 * company), each with its used link; the demo consumer's own jobs stay open to review.
 */
export async function seedReviews(tx: Executor, userIds: Map<string, number>): Promise<void> {
  const consumerId = userIds.get('consumer@demo.nl') ?? -1;
  const candidates = await tx
    .select({
      id: assignedLeads.id,
      companyId: assignedLeads.companyId,
      companyName: companies.name,
      givenName: leads.givenName,
      familyName: leads.familyName,
    })
    .from(assignedLeads)
    .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
    .innerJoin(companies, eq(companies.id, assignedLeads.companyId))
    .where(and(isNull(leads.revokeReason), or(isNull(leads.userId), ne(leads.userId, consumerId))))
    .orderBy(desc(assignedLeads.id))
    .limit(400);
  const hendriks = candidates.filter((c) => c.companyName.startsWith('Hendriks')).slice(0, 10);
  const others = candidates.filter((c) => !c.companyName.startsWith('Hendriks')).slice(0, 20);
  const now = Date.now();
  const chosen = [...hendriks, ...others];
  for (const [i, job] of chosen.entries()) {
    const plan = PLANS[i % PLANS.length]!;
    const createdAt = new Date(now - plan.ageDays * DAY - (i % 5) * 3_600_000);
    const ratings = ratingsFor({
      recommend: plan.recommend,
      fulfill: plan.fulfill,
      ratingAppointments: 6 + ((i * 3) % 5),
      ratingService: 5 + ((i * 7) % 6),
      ratingPriceQuality: 6 + ((i * 5) % 5),
    });
    const approvedAt = plan.status === 'public' ? new Date(createdAt.getTime() + DAY) : null;
    const publishedAt =
      approvedAt && !plan.reply && replyDeadline(createdAt) > approvedAt
        ? replyDeadline(createdAt)
        : approvedAt;
    await tx.insert(reviewRequests).values({
      assignedLeadId: job.id,
      token: randomBytes(24).toString('base64url'),
      expiresAt: reviewTokenExpiry(new Date(createdAt.getTime() - 2 * DAY)),
      usedAt: createdAt,
      createdAt: new Date(createdAt.getTime() - 2 * DAY),
    });
    await tx.insert(reviews).values({
      assignedLeadId: job.id,
      companyId: job.companyId,
      status: plan.status,
      ...ratings,
      pros: [PROS[i % PROS.length]!, PROS[(i + 2) % PROS.length]!].slice(0, 1 + (i % 2)),
      cons: plan.recommend ? CONS.slice(0, i % 2) : [CONS[i % CONS.length]!],
      comment: COMMENTS[i % COMMENTS.length] ?? null,
      authorName: `${job.givenName ?? 'Anoniem'} ${job.familyName.charAt(0).toUpperCase()}.`,
      reply: plan.reply ? REPLIES[i % REPLIES.length]! : null,
      repliedAt: plan.reply ? new Date(createdAt.getTime() + DAY / 2) : null,
      approvedAt,
      publishedAt,
      revisionRequestedAt: plan.status === 'on_hold' ? new Date(createdAt.getTime() + DAY) : null,
      createdAt,
      updatedAt: createdAt,
    });
    await tx
      .update(assignedLeads)
      .set({ reviewRequestedOn: new Date(createdAt.getTime() - 2 * DAY) })
      .where(eq(assignedLeads.id, job.id));
  }
}
