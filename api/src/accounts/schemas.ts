import { z } from 'zod';
import { errorSchema, messageSchema } from '../shared/responses';

// Shared answers, re-exported so the accounts routes keep one import.
export { errorSchema, messageSchema };

export const roleSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Role' });

export const userSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    given_name: z.string(),
    family_name: z.string(),
    gender: z.string().nullable(),
    enabled: z.boolean(),
    opt_out: z.boolean(),
    photo: z.string().nullable(),
    internal_partner: z.boolean(),
    hide_sepa_alert: z.boolean(),
    version: z.number().int(),
    roles: z.array(roleSchema),
  })
  .meta({ id: 'User' });

export const companySummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    state: z.string().nullable(),
    admin: z.boolean(),
    is_partner: z.boolean(),
    trial_account: z.boolean(),
    is_prepaid: z.boolean(),
    balance: z.number().int(),
  })
  .meta({ id: 'CompanySummary' });

export const currentUserSchema = userSchema
  .extend({ companies: z.array(companySummarySchema) })
  .meta({ id: 'CurrentUser' });

/** GET /user/{email}: the prefill fields of an existing account. */
export const userLookupSchema = z
  .object({
    email: z.string(),
    given_name: z.string(),
    family_name: z.string(),
    gender: z.string().nullable(),
  })
  .meta({ id: 'UserLookup' });

/** POST /user/{id} and the photo upload: the saved user and the message to show. */
export const userSaveSchema = z
  .object({ message: z.string(), user: userSchema })
  .meta({ id: 'UserSave' });

/** A staff member in the account manager and salesperson pickers (roles by name). */
export const employeeSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    given_name: z.string(),
    family_name: z.string(),
    roles: z.array(z.string()),
  })
  .meta({ id: 'Employee' });

export const credentialsSchema = z.object({
  email: z
    .string({ error: 'MESSAGE.ENTER_VALID_EMAIL' })
    .trim()
    .min(1, 'MESSAGE.ENTER_VALID_EMAIL'),
  password: z.string({ error: 'MESSAGE.ENTER_PASSWORD' }).min(1, 'MESSAGE.ENTER_PASSWORD'),
});
