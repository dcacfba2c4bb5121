import { z } from 'zod';

const values = z.record(z.string(), z.string().nullable());

export const companyChangeRequestSchema = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    company_name: z.string(),
    company_version: z
      .number()
      .int()
      .describe("the company's version now: send it back to accept (409 when it moved on)"),
    changes: values.describe('the requested values by field'),
    old_values: values.describe('the values when the request was filed'),
    current_values: values.describe('the values now, of the requested fields'),
    note: z.string().nullable(),
    state: z.enum(['open', 'accepted', 'rejected']),
    requested_by: z
      .object({ id: z.number().int(), email: z.string(), full_name: z.string() })
      .nullable(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'CompanyChangeRequest' });

export const companyChangeRequestPageSchema = z
  .object({ items: z.array(companyChangeRequestSchema), total: z.number().int() })
  .meta({ id: 'CompanyChangeRequestPage' });

export const companyChangeRequestListSchema = z
  .object({ items: z.array(companyChangeRequestSchema) })
  .meta({ id: 'CompanyChangeRequestList' });

export const changeRequestBody = z
  .object({
    name: z.string().nullish(),
    chamber_of_commerce_number: z.string().nullish(),
    street: z.string().nullish(),
    house_number: z.string().nullish(),
    postal_code: z.string().nullish(),
    city: z.string().nullish(),
    note: z.string().nullish(),
  })
  .meta({ id: 'CompanyChangeRequestBody' });

export const acceptChangeRequestBody = z
  .object({ version: z.unknown().describe("the company's version read with the request") })
  .meta({ id: 'AcceptCompanyChangeRequest' });
