import { z } from 'zod';

export const partnerRequestFailureSchema = z
  .object({
    id: z.number().int(),
    partner_company_id: z.number().int(),
    partner_name: z.string(),
    endpoint: z.string().describe('the route as called, its key left out: /partner/{guid}/lead'),
    request_id: z.string().nullable().describe("the partner's request id, if it sent one"),
    body: z.unknown().describe('the body as received, secrets left out'),
    status: z.number().int().describe('the HTTP status of the last answer'),
    error_key: z.string().describe('MESSAGE.* key of the last answer'),
    error_fields: z.record(z.string(), z.string()).nullable(),
    created_at: z.string(),
    retry_count: z.number().int(),
    retried_at: z.string().nullable(),
    done_at: z.string().nullable().describe('set when a retry took the lead in'),
    lead_id: z.number().int().nullable(),
  })
  .meta({ id: 'PartnerRequestFailure' });

export const partnerRequestFailurePageSchema = z
  .object({ items: z.array(partnerRequestFailureSchema), total: z.number().int() })
  .meta({ id: 'PartnerRequestFailurePage' });
