import { z } from 'zod';
import {
  CERTIFICATION_REVIEWS,
  certificationReviewsOwnOnly,
} from '#domain/dashboards/lead-generator-home-rules';
import type { AreaPlugin } from '../shared/area-plugin';
import { pageNumberSchema } from '../shared/paging';
import { errorResponses } from '../shared/responses';
import { requirePermission } from '../shared/session-guard';
import { certificationReviewRequestPageSchema } from './certification-review-request.schema';
import { certificationReviewRequests } from './certification-review-requests';

/**
 * Certification review requests for the lead managers' home: read here, next to the table
 * they come from, though the certification screens themselves are for content editors.
 */
export const certificationReviewRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/v2/company-certification/review',
    {
      schema: {
        tags: ['certifications'],
        summary:
          "Company certifications waiting for a review, oldest first, 15 a page (staff: all; an account manager: its companies')",
        querystring: z.object({ page: pageNumberSchema }),
        response: {
          200: certificationReviewRequestPageSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, CERTIFICATION_REVIEWS);
      const own = certificationReviewsOwnOnly(viewer.roles) ? viewer.userId : null;
      return certificationReviewRequests(db, request.query.page, own);
    },
  );
};
