import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { reviewTokenState } from '#domain/reviews/review-token';
import { MESSAGE } from '#domain/shared/messages';
import { parseId, companies } from '../companies';
import { assignedLeads, leads } from '../leads';
import { products } from '../products';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requirePermission } from '../shared/session-guard';
import { issueReviewRequest } from './review-request';
import { reviewRequests } from './review-request.table';
import { reviewableJobSchema, reviewRequestSchema } from './review.schema';
import { reviews } from './review.table';

const CONSUMER = ['ROLE_LEAD_CONSUMER'] as const;

/** The logged-in consumer writes a review of one of their jobs (/consumer/beoordelingen/schrijf-een-beoordeling). */
export const consumerReviewRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/consumer/review/jobs',
    {
      schema: {
        tags: ['reviews'],
        summary: "The consumer's assigned leads that have no review yet, newest first",
        response: {
          200: z.object({ items: z.array(reviewableJobSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, [...CONSUMER]);
      const rows = await db
        .select({
          assignedLeadId: assignedLeads.id,
          companyName: companies.name,
          productName: products.name,
          createdAt: assignedLeads.createdAt,
        })
        .from(assignedLeads)
        .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
        .innerJoin(products, eq(products.id, leads.productId))
        .innerJoin(companies, eq(companies.id, assignedLeads.companyId))
        .leftJoin(reviews, eq(reviews.assignedLeadId, assignedLeads.id))
        .where(and(eq(leads.userId, viewer.userId), isNull(reviews.id)))
        .orderBy(desc(assignedLeads.createdAt), desc(assignedLeads.id))
        .limit(100);
      return {
        items: rows.map((row) => ({
          assigned_lead_id: row.assignedLeadId,
          company_name: row.companyName,
          product_name: row.productName,
          created: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/review/assigned_lead/:id/token',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'The review link of one of the consumer’s own jobs, to write the review logged in (an open mailed link is reused)',
        params: z.object({ id: z.string() }),
        response: { 200: reviewRequestSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, [...CONSUMER]);
      const assignedLeadId = parseId(request.params.id);
      const answer = await db.transaction(async (tx) => {
        const [own] = await tx
          .select({ id: assignedLeads.id })
          .from(assignedLeads)
          .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
          .where(and(eq(assignedLeads.id, assignedLeadId), eq(leads.userId, viewer.userId)));
        if (!own) throw notFound();
        const [review] = await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(eq(reviews.assignedLeadId, assignedLeadId));
        if (review) throw new ApiError(409, MESSAGE.ALREADY_REVIEWED);
        const [current] = await tx
          .select()
          .from(reviewRequests)
          .where(eq(reviewRequests.assignedLeadId, assignedLeadId));
        if (current && reviewTokenState(current, new Date()) === 'open') return current;
        return (
          await issueReviewRequest(tx, {
            assignedLeadId,
            requestedBy: viewer.userId,
            now: new Date(),
            mail: null,
          })
        ).request;
      });
      return {
        assigned_lead_id: answer.assignedLeadId,
        token: answer.token,
        expires_at: answer.expiresAt.toISOString(),
      };
    },
  );
};
