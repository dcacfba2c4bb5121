import { z } from 'zod';
import { companyEventUserSchema } from '../companies';

export const workListCompanySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    city: z.string().nullable(),
    state: z.string(),
    is_prepaid: z.boolean(),
    balance_cents: z.number().int(),
    last_lead_day: z.string().nullable().describe('YYYY-MM-DD (Dutch time); null: never a lead'),
  })
  .meta({ id: 'WorkListCompany' });

export const workListCompanyPageSchema = z
  .object({ items: z.array(workListCompanySchema), total: z.number().int() })
  .meta({ id: 'WorkListCompanyPage' });

export const unsentMailSchema = z
  .object({
    id: z.number().int(),
    to_address: z.string(),
    subject: z.string(),
    template: z.string(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
    error: z.string().nullable().describe('why the last attempt failed'),
  })
  .meta({ id: 'UnsentMail' });

export const unsentMailPageSchema = z
  .object({ items: z.array(unsentMailSchema), total: z.number().int() })
  .meta({ id: 'UnsentMailPage' });

export const resendAllSchema = z
  .object({ sent: z.number().int(), failed: z.number().int() })
  .meta({ id: 'ResendAllMails' });

export const companyActivitySchema = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    company_name: z.string(),
    type: z.string(),
    data: z.record(z.string(), z.unknown()).nullable(),
    created_at: z.string(),
    user: companyEventUserSchema.nullable(),
  })
  .meta({ id: 'CompanyActivity' });

export const companyActivityPageSchema = z
  .object({
    items: z.array(companyActivitySchema),
    has_more: z.boolean().describe('another page follows (no total: it would read the whole log)'),
  })
  .meta({ id: 'CompanyActivityPage' });
