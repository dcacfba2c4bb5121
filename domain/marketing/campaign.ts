import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { isCalendarDate } from '#domain/shared/validators/calendar-date';
import { looseText, requiredText } from '#domain/shared/validators/text';
import { normalizeUtmValue, UTM_VALUE_MAX } from '#domain/marketing/lead-tracking';

/**
 * A campaign as staff enter it (docs/marketing.md). Shared by the api (the rule) and the
 * campaign form (the same messages before sending).
 */
export const CAMPAIGN_NAME_MAX = 120;
/** Cost in cents: at most 100 million euro. */
export const CAMPAIGN_COST_MAX_CENTS = 10_000_000_000;
/** numeric(12, 2) holds up to 9,999,999,999.99. */
export const RETURN_ON_AD_SPEND_MAX = 9_999_999_999.99;

const optionalDay = looseText()
  .refine((value) => value === '' || isCalendarDate(value), { message: MESSAGE.ENTER_VALID_DATE })
  .transform((value) => (value === '' ? null : value));

const productId = z
  .union([z.number(), z.string(), z.null()], { error: MESSAGE.SELECT_OPTION })
  .optional()
  .transform((value) =>
    value === '' || value === undefined || value === null ? null : Number(value),
  )
  .refine(
    (value) => value === null || (Number.isInteger(value) && value >= 1 && value <= 2_147_483_647),
    {
      message: MESSAGE.SELECT_OPTION,
    },
  );

const costCents = z
  .union([z.number(), z.string()], { error: MESSAGE.FIELD_REQUIRED })
  .transform((value) =>
    typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value,
  )
  .refine((value) => Number.isInteger(value), { message: MESSAGE.ENTER_VALID_NUMBER })
  .refine((value) => value >= 0, { message: MESSAGE.VALUE_TOO_LOW })
  .refine((value) => value <= CAMPAIGN_COST_MAX_CENTS, { message: MESSAGE.VALUE_TOO_HIGH });

/** Empty (null, '', left out) is saved as null: a return on ad spend may be unknown. */
const returnOnAdSpend = z
  .union([z.number(), z.string(), z.null()], { error: MESSAGE.ENTER_VALID_NUMBER })
  .optional()
  .transform((value) => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'number') return value;
    const text = value.trim().replace(',', '.');
    return text === '' ? null : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  })
  .refine((value) => value === null || Number.isFinite(value), {
    message: MESSAGE.ENTER_VALID_NUMBER,
  })
  .refine((value) => value === null || value >= 0, { message: MESSAGE.VALUE_TOO_LOW })
  .refine((value) => value === null || value <= RETURN_ON_AD_SPEND_MAX, {
    message: MESSAGE.VALUE_TOO_HIGH,
  })
  .transform((value) => (value === null ? null : Math.round(value * 100) / 100));

export const campaignInputSchema = z
  .object({
    name: requiredText(MESSAGE.ENTER_NAME, CAMPAIGN_NAME_MAX),
    utm_campaign: requiredText(MESSAGE.FIELD_REQUIRED, UTM_VALUE_MAX).transform((value) =>
      normalizeUtmValue(value)!,
    ),
    product_id: productId,
    start_date: optionalDay,
    end_date: optionalDay,
    cost_cents: costCents,
    advertising_return_on_ad_spend: returnOnAdSpend,
  })
  .superRefine((value, ctx) => {
    if (value.start_date && value.end_date && value.end_date < value.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: MESSAGE.VALUE_TOO_LOW });
  });
export type CampaignInput = z.output<typeof campaignInputSchema>;

/** Cost per lead in cents, or null without leads. */
export function costPerLeadCents(costCents: number, leads: number): number | null {
  return leads > 0 ? Math.round(costCents / leads) : null;
}

/** Revenue of the campaign's leads against its cost (2 decimals), or null without cost. */
export function revenueOnAdSpend(revenueCents: number, costCents: number): number | null {
  return costCents > 0 ? Math.round((revenueCents / costCents) * 100) / 100 : null;
}
