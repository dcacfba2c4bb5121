import { z } from 'zod';
import { euroCents } from '#domain/shared/parse-money';
import type { DealInput } from '../../gql/graphql';

/** One product row of the deal form; the price is typed in euros. */
const productRow = z.object({
  productId: z.string().min(1, 'MESSAGE.FIELD_REQUIRED'),
  price: z
    .string()
    .refine((text) => text.trim() === '' || euroCents(text) !== null, 'MESSAGE.INVALID_VALUE'),
  free: z.boolean(),
});

const wholeOrEmpty = z.string().regex(/^\d*$/, 'MESSAGE.INVALID_VALUE');

export const dealFormSchema = z.object({
  products: z.array(productRow).min(1, 'MESSAGE.DEAL_REQUIRED'),
  max: wholeOrEmpty,
  maxFreeLeadPlaza: wholeOrEmpty,
  leadPlazaOnly: z.boolean(),
  start: z.string(),
  end: z.string(),
  hasFreeLead: z.boolean(),
  pauseAccount: z.boolean(),
  allowClaim: z.boolean(),
});

export type DealFormValues = z.infer<typeof dealFormSchema>;

export const emptyDeal = (): DealFormValues => ({
  products: [{ productId: '', price: '', free: false }],
  max: '',
  maxFreeLeadPlaza: '',
  leadPlazaOnly: false,
  start: '',
  end: '',
  hasFreeLead: false,
  pauseAccount: false,
  allowClaim: true,
});

const intOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
/** A date field's YYYY-MM-DD as the start of that day in the user's time zone. */
const dayStart = (date: string) => (date ? new Date(`${date}T00:00:00`).toISOString() : null);

export function toDealInput(values: DealFormValues): DealInput {
  return {
    products: values.products.map((row) => ({
      productId: row.productId,
      priceCents: euroCents(row.price),
      free: row.free,
    })),
    max: intOrNull(values.max),
    maxFreeLeadPlaza: intOrNull(values.maxFreeLeadPlaza),
    leadPlazaOnly: values.leadPlazaOnly,
    start: dayStart(values.start),
    end: dayStart(values.end),
    hasFreeLead: values.hasFreeLead,
    pauseAccount: values.pauseAccount,
    allowClaim: values.allowClaim,
  };
}
