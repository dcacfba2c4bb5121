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
    reason: z
      .string()
      .describe('lead_assigned, claim_credited, opening_balance, deposit, refund, adjustment, …'),
    note: z.string().nullable().describe('why finance refunded or corrected by hand'),
    created_by_name: z.string().nullable().describe('who did it by hand (shown to staff only)'),
    receipt_payment_id: z
      .number()
      .int()
      .nullable()
      .describe('a deposit: the payment whose receipt it has'),
    assigned_lead_id: z.number().int().nullable(),
    product_name: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'BalanceEntry' });

export const balanceEntryListSchema = z
  .object({ items: z.array(balanceEntrySchema), total: z.number().int() })
  .meta({ id: 'BalanceEntryList' });

export const balanceAdjustedSchema = z
  .object({
    balance_cents: z.number().int().describe('the balance after the change'),
    entry_id: z.number().int().describe('its ledger row'),
    message: z.string(),
  })
  .meta({ id: 'BalanceAdjusted' });

export const depositReceiptSchema = z
  .object({
    payment_id: z.number().int(),
    number: z.string().describe('T2026-000123'),
    amount_cents: z.number().int(),
    provider: z.string().describe('offline, mollie, tikkie'),
    automatic: z.boolean().describe('collected by the automatic top-up'),
    paid_at: z.string(),
  })
  .meta({ id: 'DepositReceipt' });

export const depositReceiptListSchema = z
  .object({ items: z.array(depositReceiptSchema), total: z.number().int() })
  .meta({ id: 'DepositReceiptList' });
