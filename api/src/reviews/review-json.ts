import { eq, inArray } from 'drizzle-orm';
import { isPublished, replyDeadline, replyRefusal } from '#domain/reviews/reply-window';
import { mayApprove, mayAskRevision, mayDelete } from '#domain/reviews/review-status';
import { companies } from '../companies';
import type { Executor } from '../db';
import { assignedLeads, leads } from '../leads';
import { products } from '../products';
import { reviewAttachments, type ReviewAttachmentRow } from './review-attachment.table';
import { reviewRequests } from './review-request.table';
import type { ReviewRow } from './review.table';

/** How the viewer stands to the reviews being answered. */
export interface ReviewViewer {
  staff: boolean;
  /** Companies whose reviews the viewer answers for. */
  replyFor: ReadonlySet<number>;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function attachmentJson(row: ReviewAttachmentRow, reviewId: number) {
  return {
    id: row.id,
    file_name: row.fileName,
    media_type: row.mediaType,
    size: row.size,
    url: `/review/${reviewId}/attachment/${row.id}`,
  };
}

/** Reviews with company, product and attachments, in three queries whatever their number. */
export async function reviewsJson(
  db: Executor,
  rows: ReviewRow[],
  viewer: ReviewViewer,
  now = new Date(),
) {
  if (rows.length === 0) return [];
  const leadIds = rows.map((row) => row.assignedLeadId);
  const context = await db
    .select({
      assignedLeadId: assignedLeads.id,
      leadId: assignedLeads.leadId,
      companyName: companies.name,
      productName: products.name,
    })
    .from(assignedLeads)
    .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
    .innerJoin(products, eq(products.id, leads.productId))
    .innerJoin(companies, eq(companies.id, assignedLeads.companyId))
    .where(inArray(assignedLeads.id, leadIds));
  const files = await db
    .select({ file: reviewAttachments, assignedLeadId: reviewRequests.assignedLeadId })
    .from(reviewAttachments)
    .innerJoin(reviewRequests, eq(reviewRequests.id, reviewAttachments.reviewRequestId))
    .where(inArray(reviewRequests.assignedLeadId, leadIds))
    .orderBy(reviewAttachments.id);
  const byLead = new Map(context.map((row) => [row.assignedLeadId, row]));
  return rows.map((row) => {
    const about = byLead.get(row.assignedLeadId)!;
    const hasReply = row.reply !== null;
    return {
      id: row.id,
      assigned_lead_id: row.assignedLeadId,
      lead_id: about.leadId,
      company: { id: row.companyId, name: about.companyName },
      product_name: about.productName,
      status: row.status,
      recommend: row.recommend,
      fulfill: row.fulfill,
      rating_appointments: row.ratingAppointments,
      rating_service: row.ratingService,
      rating_price_quality: row.ratingPriceQuality,
      rating: row.rating,
      pros: row.pros,
      cons: row.cons,
      comment: row.comment,
      author_name: row.authorName,
      reply: row.reply,
      replied_at: iso(row.repliedAt),
      reply_deadline: replyDeadline(row.createdAt).toISOString(),
      approved_at: iso(row.approvedAt),
      published_at: iso(row.publishedAt),
      published: isPublished(row, now),
      revision_requested_at: iso(row.revisionRequestedAt),
      version: row.version,
      created: row.createdAt.toISOString(),
      attachments: files
        .filter((f) => f.assignedLeadId === row.assignedLeadId)
        .map((f) => attachmentJson(f.file, row.id)),
      viewer_can_reply:
        viewer.replyFor.has(row.companyId) &&
        replyRefusal({ createdAt: row.createdAt, status: row.status, hasReply }, now) === null,
      viewer_can_moderate:
        viewer.staff &&
        (mayApprove(row.status) || mayAskRevision(row.status) || mayDelete(row.status)),
    };
  });
}
