import { z } from 'zod';

/** A company certification waiting for a review, as the lead managers' home lists it. */
export const certificationReviewRequestSchema = z
  .object({
    id: z.number().int().describe('the company certification'),
    company_id: z.number().int(),
    company_name: z.string(),
    certification_id: z.number().int(),
    certification_name: z.string(),
    agency_name: z.string(),
    since: z.string().describe('when it was last changed (put in review)'),
    has_file: z.boolean().describe('a certificate file is attached'),
    account_manager_id: z.number().int().nullable(),
  })
  .meta({ id: 'CertificationReviewRequest' });

export const certificationReviewRequestPageSchema = z
  .object({ items: z.array(certificationReviewRequestSchema), total: z.number().int() })
  .meta({ id: 'CertificationReviewRequestPage' });
