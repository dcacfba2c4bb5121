import { z } from 'zod';
import { listOf } from '../shared/responses';

/** Who caused a company event (names may be gone with the user). */
export const companyEventUserSchema = z
  .object({
    id: z.number().int(),
    given_name: z.string().nullable(),
    family_name: z.string().nullable(),
    email: z.string().nullable(),
  })
  .meta({ id: 'CompanyEventUser' });

/** A row of the company's event log. */
export const companyEventSchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    data: z.record(z.string(), z.unknown()).nullable(),
    created_at: z.string(),
    user: companyEventUserSchema.nullable(),
  })
  .meta({ id: 'CompanyEvent' });

export const companyEventListSchema = listOf(companyEventSchema).meta({ id: 'CompanyEventList' });
