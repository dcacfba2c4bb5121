import { z } from 'zod';
import { REVIEW_STATUSES } from '#domain/reviews/review-status';

const id = z.number().int();
const score = z.number().int().nullable();

export const reviewAttachmentSchema = z
  .object({
    id,
    file_name: z.string(),
    media_type: z.string(),
    size: z.number().int(),
    url: z.string().describe("the api's read-back path"),
  })
  .meta({ id: 'ReviewAttachment' });

/** A review as staff and the reviewed company see it. */
export const reviewSchema = z
  .object({
    id,
    assigned_lead_id: id,
    lead_id: id,
    company: z.object({ id, name: z.string() }),
    product_name: z.string(),
    status: z.enum(REVIEW_STATUSES),
    recommend: z.boolean(),
    fulfill: z.boolean(),
    rating_appointments: score,
    rating_service: score,
    rating_price_quality: score,
    rating: z.number().nullable().describe('mean of the scores, one decimal'),
    pros: z.array(z.string()),
    cons: z.array(z.string()),
    comment: z.string().nullable(),
    author_name: z.string(),
    reply: z.string().nullable(),
    replied_at: z.string().nullable(),
    reply_deadline: z.string().describe('the company may reply until then (docs/reviews.md)'),
    approved_at: z.string().nullable(),
    published_at: z.string().nullable(),
    published: z.boolean().describe('public and its publication time has come'),
    revision_requested_at: z.string().nullable(),
    version: z.number().int(),
    created: z.string(),
    attachments: z.array(reviewAttachmentSchema),
    viewer_can_reply: z.boolean(),
    viewer_can_moderate: z.boolean(),
  })
  .meta({ id: 'Review' });

export const reviewListSchema = z
  .object({ items: z.array(reviewSchema), total: z.number().int() })
  .meta({ id: 'ReviewList' });

/** What the public review page shows for a link that still works. */
export const reviewTokenFormSchema = z
  .object({
    company_name: z.string(),
    product_name: z.string(),
    given_name: z.string().nullable(),
    revision: z.boolean().describe('true: staff asked to revise an existing review'),
    recommend: z.boolean(),
    fulfill: z.boolean(),
    rating_appointments: score,
    rating_service: score,
    rating_price_quality: score,
    pros: z.array(z.string()),
    cons: z.array(z.string()),
    comment: z.string().nullable(),
    attachments: z.array(reviewAttachmentSchema.omit({ url: true })),
    max_attachments: z.number().int(),
    max_attachments_kb: z.number().int(),
  })
  .meta({ id: 'ReviewTokenForm' });

/** The averages of a company's published reviews (null without any). */
export const reviewSummarySchema = z
  .object({
    company_id: id,
    count: z.number().int(),
    rating: z.number().nullable(),
    rating_appointments: z.number().nullable(),
    rating_service: z.number().nullable(),
    rating_price_quality: z.number().nullable(),
    recommend_percentage: z.number().int().nullable(),
  })
  .meta({ id: 'ReviewSummary' });

/** An assigned lead of the consumer that waits for a review. */
export const reviewableJobSchema = z
  .object({
    assigned_lead_id: id,
    company_name: z.string(),
    product_name: z.string(),
    created: z.string(),
  })
  .meta({ id: 'ReviewableJob' });

export const reviewRequestSchema = z
  .object({
    assigned_lead_id: id,
    token: z.string().describe('only answered to the consumer themselves'),
    expires_at: z.string(),
  })
  .meta({ id: 'ReviewRequest' });
