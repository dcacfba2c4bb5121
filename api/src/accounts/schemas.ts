import { z } from 'zod';

export const roleSchema = z.object({ id: z.number().int(), name: z.string() });

export const userSchema = z.object({
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
});

export const companySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string().nullable(),
  admin: z.boolean(),
  is_partner: z.boolean(),
  trial_account: z.boolean(),
  is_prepaid: z.boolean(),
  balance: z.number().int(),
});

export const currentUserSchema = userSchema.extend({ companies: z.array(companySummarySchema) });

export const messageSchema = z.object({ message: z.string() });

export const errorSchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const credentialsSchema = z.object({
  email: z
    .string({ error: 'MESSAGE.ENTER_VALID_EMAIL' })
    .trim()
    .min(1, 'MESSAGE.ENTER_VALID_EMAIL'),
  password: z.string({ error: 'MESSAGE.ENTER_PASSWORD' }).min(1, 'MESSAGE.ENTER_PASSWORD'),
});
