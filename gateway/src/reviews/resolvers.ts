import { snakeFields } from '../rest/snake-fields';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import type { RestClient } from '../rest/rest-client';
import { errorCode } from '../rest/rest-error';
import type {
  RestReviewLinkAttachment,
  RestReviewAttachment,
  RestReview,
  RestReviewLink,
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
  rest.typed.get(`/company/${numericId(companyId)}/review_summary`);

/** Reviews (schema/reviews.graphql): the link, moderation, the company's reply, averages. */
export const reviewsResolvers = {
  Query: {
    reviews: (_parent, { filter, sort, page, pageSize }, { rest }) =>
      rest.typed.get('/review', {
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
    review: (_parent, { id }, { rest }) => orNull(rest.typed.get(`/review/${numericId(id)}`)),
    reviewsAwaitingModeration: async (_parent, _args, { rest }) =>
      (await rest.typed.get('/v2/assigned-lead/review/awaiting-review')).count,
    reviewLink: (_parent, { token }, { rest }) =>
      rest.typed.get(`/review/token/${encodeURIComponent(token)}`),
    companyReviewSummary: (_parent, { companyId }, { rest }) => summaryOf(rest, companyId),
    reviewableJobs: async (_parent, _args, { rest }) =>
      (await rest.typed.get('/consumer/review/jobs')).items,
  },
  Mutation: {
    sendReview: async (_parent, { token, input }, { rest }) =>
      (
        await withCamelFields(
          rest.typed.post(`/review/token/${encodeURIComponent(token)}`, {
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
      (await rest.typed.post(`/review/assigned_lead/${numericId(assignedLeadId)}/ask`)).message,
    reviewLinkForJob: async (_parent, { assignedLeadId }, { rest }) =>
      (await rest.typed.post(`/review/assigned_lead/${numericId(assignedLeadId)}/token`)).token,
    approveReview: (_parent, { id, version }, { rest }) =>
      rest.typed.post(`/v2/assigned-lead/review/${numericId(id)}/approve`, versionBody(version)),
    requestReviewRevision: (_parent, { id, version }, { rest }) =>
      rest.typed.post(`/review/revision/${numericId(id)}`, versionBody(version)),
    deleteReview: (_parent, { id, version }, { rest }) =>
      rest.typed.delete(
        `/review/${numericId(id)}${version === null || version === undefined ? '' : `?version=${version}`}`,
      ),
    saveReview: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.typed.put(`/review/${numericId(id)}`, {
          pros: input.pros,
          cons: input.cons,
          comment: input.comment ?? null,
          version,
        }),
      ),
    deleteReviewAttachment: (_parent, { reviewId, attachmentId }, { rest }) =>
      rest.typed.delete(`/review/${numericId(reviewId)}/attachment/${numericId(attachmentId)}`),
    replyToReview: (_parent, { id, reply, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/review/${numericId(id)}/reply`, { reply, ...versionBody(version) }),
      ),
  },
  Company: {
    reviewSummary: (company, _args, { rest }) => orNull(summaryOf(rest, company.id)),
  },
  Review: {
    ...snakeFields<RestReview>()(
      'assigned_lead_id',
      'lead_id',
      'product_name',
      'rating_appointments',
      'rating_service',
      'rating_price_quality',
      'author_name',
      'replied_at',
      'reply_deadline',
      'approved_at',
      'published_at',
      'revision_requested_at',
      'viewer_can_reply',
      'viewer_can_moderate',
    ),
  },
  ReviewAttachment: {
    ...snakeFields<RestReviewAttachment>()('file_name', 'media_type'),
    // The api's path, served by the gateway's pass-through under /files.
    url: (file) => `/files${file.url}`,
  },
  ReviewLink: {
    ...snakeFields<RestReviewLink>()(
      'company_name',
      'product_name',
      'given_name',
      'rating_appointments',
      'rating_service',
      'rating_price_quality',
      'max_attachments',
      'max_attachments_kb',
    ),
  },
  ReviewLinkAttachment: {
    ...snakeFields<RestReviewLinkAttachment>()('file_name', 'media_type'),
  },
  ReviewSummary: {
    ...snakeFields<RestReviewSummary>()(
      'company_id',
      'rating_appointments',
      'rating_service',
      'rating_price_quality',
      'recommend_percentage',
    ),
  },
  ReviewableJob: {
    ...snakeFields<RestReviewableJob>()('assigned_lead_id', 'company_name', 'product_name'),
  },
} satisfies Resolvers;
