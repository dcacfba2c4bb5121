import { z } from 'zod';
import { isChoiceQuestion, type ProductQuestion } from '#domain/products/product-question';
import { MESSAGE } from '#domain/shared/messages';

/** The plaza sells leads at most this many days old. */
export const PLAZA_WINDOW_DAYS = 7;
/** The distance slider's range in kilometres; its top end means "anywhere". */
export const PLAZA_MAX_DISTANCE_KM = 500;
/** Results per page unless asked otherwise, and the most allowed. */
export const PLAZA_PAGE_SIZE = 20;
export const PLAZA_MAX_PAGE_SIZE = 100;
/**
 * Start dates may lie this much before the window (presets start at midnight);
 * they are then read as the window's start. Earlier ones are refused.
 */
export const PLAZA_START_GRACE_DAYS = 1;

export const PLAZA_SORT_COLUMNS = [
  'date',
  'distance',
  'competitors',
  'product',
  'municipality',
] as const;
export type PlazaSortColumn = (typeof PLAZA_SORT_COLUMNS)[number];

/**
 * How many companies may already have a lead: 'none', at most 2 or 3, or 4
 * (the default: any number).
 */
export const PLAZA_COMPETITOR_FILTERS = ['none', 2, 3, 4] as const;
export type PlazaCompetitorFilter = (typeof PLAZA_COMPETITOR_FILTERS)[number];
export const maxCompetitors = (filter: PlazaCompetitorFilter) => (filter === 'none' ? 0 : filter);

const rangeSchema = z.object({
  gte: z.number().int().min(0).nullish(),
  lte: z.number().int().min(0).nullish(),
});
export type PlazaRange = z.infer<typeof rangeSchema>;

const keyed = <T extends z.ZodType>(value: T) =>
  z.record(z.string().min(1).max(40), value).default({});

/** One product's part of the filter state (keyed by the product's discriminator). */
export const plazaProductFilterSchema = z.object({
  enabled: z.boolean().default(false),
  /** Question key -> the options wanted (any of them). */
  choices: keyed(z.array(z.string().min(1).max(40)).max(30)),
  integerRanges: keyed(rangeSchema),
  meterRanges: keyed(rangeSchema),
});
export type PlazaProductFilter = z.infer<typeof plazaProductFilterSchema>;

/** The search request (docs/plaza.md, "The search and its facets"), camelCase. */
export const plazaQuerySchema = z.object({
  sortColumn: z.enum(PLAZA_SORT_COLUMNS).default('date'),
  /** true: descending (newest, farthest, most competitors first). */
  sortReverse: z.boolean().default(true),
  /** Kilometres from the company; absent, null or 500 means anywhere. */
  distance: z.number().min(0).max(PLAZA_MAX_DISTANCE_KM).nullish(),
  products: z.record(z.string().min(1).max(40), plazaProductFilterSchema).default({}),
  municipalities: z.array(z.string().trim().min(1).max(100)).max(400).default([]),
  competitors: z.union([z.literal('none'), z.literal(2), z.literal(3), z.literal(4)]).default(4),
  /** Epoch seconds (fractions allowed: "since this answer" needs milliseconds); default: the start of the window. */
  startDate: z.number().nullish(),
  /** Epoch seconds; default: now. */
  endDate: z.number().nullish(),
  currentPage: z.number().int().min(1).default(1),
  itemsPerPage: z.number().int().min(1).max(PLAZA_MAX_PAGE_SIZE).default(PLAZA_PAGE_SIZE),
});
export type PlazaQuery = z.infer<typeof plazaQuerySchema>;
export type PlazaQueryInput = z.input<typeof plazaQuerySchema>;

/** A product as the query check needs it. */
export interface PlazaProduct {
  id: number;
  discr: string;
  questions: readonly ProductQuestion[];
}

export interface PlazaWindow {
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

/**
 * The checks zod cannot make alone: products and questions must exist, options
 * must be offered, ranges must be on range questions of the right kind and not
 * inverted, and the dates must lie in the plaza's window. Answers field errors
 * keyed by the payload's own paths, and the window to search.
 */
export function checkPlazaQuery(
  query: PlazaQuery,
  products: readonly PlazaProduct[],
  now: Date,
): { fields: Record<string, string>; window: PlazaWindow } {
  const fields: Record<string, string> = {};
  const byDiscr = new Map(products.map((product) => [product.discr, product]));
  for (const [discr, filter] of Object.entries(query.products)) {
    const product = byDiscr.get(discr);
    if (!product) {
      fields[`products.${discr}`] = MESSAGE.INVALID_VALUE;
      continue;
    }
    const questions = new Map(product.questions.map((question) => [question.key, question]));
    for (const [key, values] of Object.entries(filter.choices)) {
      const question = questions.get(key);
      const path = `products.${discr}.choices.${key}`;
      if (!question || !isChoiceQuestion(question)) fields[path] = MESSAGE.INVALID_VALUE;
      else if (values.some((value) => !question.options.some((option) => option.value === value)))
        fields[path] = MESSAGE.SELECT_OPTION;
    }
    const ranges = [
      ['integerRanges', 'integer_range', filter.integerRanges],
      ['meterRanges', 'meter_range', filter.meterRanges],
    ] as const;
    for (const [name, kind, entries] of ranges) {
      for (const [key, range] of Object.entries(entries)) {
        const path = `products.${discr}.${name}.${key}`;
        if (questions.get(key)?.kind !== kind) fields[path] = MESSAGE.INVALID_VALUE;
        else if (range.gte != null && range.lte != null && range.gte > range.lte)
          fields[path] = MESSAGE.VALUE_TOO_LOW;
      }
    }
  }
  const windowStart = now.getTime() - PLAZA_WINDOW_DAYS * DAY_MS;
  const start = query.startDate != null ? query.startDate * 1000 : windowStart;
  const end = query.endDate != null ? query.endDate * 1000 : now.getTime();
  if (start < windowStart - PLAZA_START_GRACE_DAYS * DAY_MS)
    fields.startDate = MESSAGE.VALUE_TOO_LOW;
  if (end > now.getTime() + DAY_MS) fields.endDate = MESSAGE.VALUE_TOO_HIGH;
  if (end < start) fields.endDate = MESSAGE.VALUE_TOO_LOW;
  return {
    fields,
    window: { start: new Date(Math.max(start, windowStart)), end: new Date(end) },
  };
}

/** Whether the distance asks for a limit (the slider's top end means anywhere). */
export const limitsDistance = (distance: number | null | undefined): distance is number =>
  distance != null && distance < PLAZA_MAX_DISTANCE_KM;
