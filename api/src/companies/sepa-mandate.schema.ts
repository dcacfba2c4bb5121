import { z } from 'zod';

/** The SEPA mandate of a company (what `mandateJson` builds). */
export const sepaMandateSchema = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    company_name: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    chamber_of_commerce_number: z.string().nullable(),
    iban: z.string(),
    bic: z.string().nullable(),
    signed_by: z.string().nullable(),
    created: z.string(),
    accepted: z.boolean(),
    enabled: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'SepaMandate' });

/** PUT /company/{id}/sepa/hidden. */
export const sepaAlertHiddenSchema = z
  .object({ hide_sepa_alert: z.boolean() })
  .meta({ id: 'SepaAlertHidden' });
