import { z } from 'zod';
import { listOf } from '../shared/responses';

/** GET /company/{id}/user: a company user with the link's version. */
export const companyMemberSchema = z
  .object({
    user_id: z.number().int(),
    company_id: z.number().int(),
    email: z.string(),
    given_name: z.string(),
    family_name: z.string(),
    gender: z.string().nullable(),
    admin: z.boolean(),
    enabled: z.boolean(),
    user_enabled: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'CompanyMember' });

/** Every change to the company users answers the whole list again. */
export const companyMemberListSchema = listOf(companyMemberSchema).meta({
  id: 'CompanyMemberList',
});
