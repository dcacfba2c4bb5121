import { z } from 'zod';

export const prepaidAccountSchema = z
  .object({
    company_id: z.number().int(),
    is_prepaid: z.boolean(),
    balance_cents: z.number().int(),
    low_balance: z.boolean().describe('below the alert threshold'),
    low_balance_threshold_cents: z.number().int(),
    amounts_euros: z.array(z.number().int()).describe('the deposit choices'),
    default_amount_euros: z.number().int(),
  })
  .meta({ id: 'PrepaidAccount' });

export const balanceEntrySchema = z
  .object({
    id: z.number().int(),
    amount_cents: z.number().int().describe('negative: a lead paid; positive: a deposit or refund'),
    balance_after_cents: z.number().int(),
    reason: z.string().describe('lead_assigned, claim_credited, opening_balance, …'),
    assigned_lead_id: z.number().int().nullable(),
    product_name: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'BalanceEntry' });

export const balanceEntryListSchema = z
  .object({ items: z.array(balanceEntrySchema), total: z.number().int() })
  .meta({ id: 'BalanceEntryList' });
