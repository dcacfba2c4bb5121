import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import type { RestClient } from '../rest/rest-client';
import { errorCode } from '../rest/rest-error';
import type {
  RestReview,
  RestReviewLink,
  RestReviewList,
  RestReviewSummary,
  RestReviewableJob,
} from './rest-types';

/** null instead of NOT_FOUND: a review out of reach reads as absent. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') return null;
    throw error;
  }
}

const epochSeconds = (value: string | null | undefined) =>
  value ? Math.floor(new Date(value).getTime() / 1000) : undefined;

const versionBody = (version: number | null | undefined) =>
  version === null || version === undefined ? {} : { version };

const summaryOf = (rest: RestClient, companyId: string | number) =>
  rest.get<RestReviewSummary>(`/company/${numericId(companyId)}/review_summary`);

/** Reviews (schema/reviews.graphql): the link, moderation, the company's reply, averages. */
export const reviewsResolvers: Resolvers = {
  Query: {
    reviews: (_parent, { filter, sort, page, pageSize }, { rest }) =>
      rest.get<RestReviewList>('/review', {
        companyId: filter?.companyId ? numericId(filter.companyId) : undefined,
        status: filter?.status ?? undefined,
        search: filter?.search || undefined,
        startDate: epochSeconds(filter?.startDate),
        endDate: epochSeconds(filter?.endDate),
        sortColumn: sort?.column,
        sortReverse: sort ? String(sort.reverse) : undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    review: (_parent, { id }, { rest }) => orNull(rest.get<RestReview>(`/review/${numericId(id)}`)),
    reviewsAwaitingModeration: async (_parent, _args, { rest }) =>
      (await rest.get<{ count: number }>('/v2/assigned-lead/review/awaiting-review')).count,
    reviewLink: (_parent, { token }, { rest }) =>
      rest.get<RestReviewLink>(`/review/token/${encodeURIComponent(token)}`),
    companyReviewSummary: (_parent, { companyId }, { rest }) => summaryOf(rest, companyId),
    reviewableJobs: async (_parent, _args, { rest }) =>
      (await rest.get<{ items: RestReviewableJob[] }>('/consumer/review/jobs')).items,
  },
  Mutation: {
    sendReview: async (_parent, { token, input }, { rest }) =>
      (
        await withCamelFields(
          rest.post<{ message: string }>(`/review/token/${encodeURIComponent(token)}`, {
            recommend: input.recommend,
            fulfill: input.fulfill,
            rating_appointments: input.ratingAppointments ?? null,
            rating_service: input.ratingService ?? null,
            rating_price_quality: input.ratingPriceQuality ?? null,
            pros: input.pros,
            cons: input.cons,
            comment: input.comment ?? null,
          }),
        )
      ).message,
    askReview: async (_parent, { assignedLeadId }, { rest }) =>
      (
        await rest.post<{ message: string }>(
          `/review/assigned_lead/${numericId(assignedLeadId)}/ask`,
        )
      ).message,
    reviewLinkForJob: async (_parent, { assignedLeadId }, { rest }) =>
      (
        await rest.post<{ token: string }>(
          `/review/assigned_lead/${numericId(assignedLeadId)}/token`,
        )
      ).token,
    approveReview: (_parent, { id, version }, { rest }) =>
      rest.post<RestReview>(
        `/v2/assigned-lead/review/${numericId(id)}/approve`,
        versionBody(version),
      ),
    requestReviewRevision: (_parent, { id, version }, { rest }) =>
      rest.post<RestReview>(`/review/revision/${numericId(id)}`, versionBody(version)),
    deleteReview: (_parent, { id, version }, { rest }) =>
      rest.delete<RestReview>(
        `/review/${numericId(id)}${version === null || version === undefined ? '' : `?version=${version}`}`,
      ),
    saveReview: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.put<RestReview>(`/review/${numericId(id)}`, {
          pros: input.pros,
          cons: input.cons,
          comment: input.comment ?? null,
          version,
        }),
      ),
    deleteReviewAttachment: (_parent, { reviewId, attachmentId }, { rest }) =>
      rest.delete<RestReview>(
        `/review/${numericId(reviewId)}/attachment/${numericId(attachmentId)}`,
      ),
    replyToReview: (_parent, { id, reply, version }, { rest }) =>
      withCamelFields(
        rest.post<RestReview>(`/review/${numericId(id)}/reply`, { reply, ...versionBody(version) }),
      ),
  },
  Company: {
    reviewSummary: (company, _args, { rest }) => orNull(summaryOf(rest, company.id)),
  },
  Review: {
    assignedLeadId: (review) => review.assigned_lead_id,
    leadId: (review) => review.lead_id,
    productName: (review) => review.product_name,
    ratingAppointments: (review) => review.rating_appointments,
    ratingService: (review) => review.rating_service,
    ratingPriceQuality: (review) => review.rating_price_quality,
    authorName: (review) => review.author_name,
    repliedAt: (review) => review.replied_at,
    replyDeadline: (review) => review.reply_deadline,
    approvedAt: (review) => review.approved_at,
    publishedAt: (review) => review.published_at,
    revisionRequestedAt: (review) => review.revision_requested_at,
    viewerCanReply: (review) => review.viewer_can_reply,
    viewerCanModerate: (review) => review.viewer_can_moderate,
  },
  ReviewAttachment: {
    fileName: (file) => file.file_name,
    mediaType: (file) => file.media_type,
    // The api's path, served by the gateway's pass-through under /files.
    url: (file) => `/files${file.url}`,
  },
  ReviewLink: {
    companyName: (link) => link.company_name,
    productName: (link) => link.product_name,
    givenName: (link) => link.given_name,
    ratingAppointments: (link) => link.rating_appointments,
    ratingService: (link) => link.rating_service,
    ratingPriceQuality: (link) => link.rating_price_quality,
    maxAttachments: (link) => link.max_attachments,
    maxAttachmentsKb: (link) => link.max_attachments_kb,
  },
  ReviewLinkAttachment: {
    fileName: (file) => file.file_name,
    mediaType: (file) => file.media_type,
  },
  ReviewSummary: {
    companyId: (summary) => summary.company_id,
    ratingAppointments: (summary) => summary.rating_appointments,
    ratingService: (summary) => summary.rating_service,
    ratingPriceQuality: (summary) => summary.rating_price_quality,
    recommendPercentage: (summary) => summary.recommend_percentage,
  },
  ReviewableJob: {
    assignedLeadId: (job) => job.assigned_lead_id,
    companyName: (job) => job.company_name,
    productName: (job) => job.product_name,
  },
};
