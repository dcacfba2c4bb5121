import { z } from 'zod';
import { ATTENTION_BLOCK_TYPES } from '#domain/cms/attention-block-types';
import {
  CHART_TYPES,
  CLICKOUT_TYPES,
  ENERGY_LABELS,
  NAVIGATION_FILL_TYPES,
  NAVIGATION_LIST_TYPES,
  type ContentBlockKind,
} from '#domain/cms/content-block-kinds';
import { hyperlinkSchema } from '#domain/cms/hyperlink';
import { richTextSchema } from '#domain/cms/rich-text-content';
import { MESSAGE } from '#domain/shared/messages';
import { looseText } from '#domain/shared/validators/text';
import { isValidUrl, normalizeUrl } from '#domain/shared/validators/url';

const text = (max = 255) =>
  looseText().refine((v) => v.length <= max, { message: MESSAGE.TEXT_TOO_LONG });

const uploadId = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((v) => v ?? null);

/** A European article number: 8 to 14 digits. */
export const eanSchema = z
  .string()
  .trim()
  .regex(/^\d{8,14}$/, { message: MESSAGE.INVALID_VALUE });

const list = <T extends z.ZodType>(item: T, max = 100) =>
  z.array(item).max(max, { message: MESSAGE.VALUE_TOO_HIGH }).default([]);

/** What every block has: width, place on the page and an optional heading with its anchor. */
const common = {
  columns: z.union([z.literal(12), z.literal(6)], { message: MESSAGE.SELECT_OPTION }).default(12),
  position: z.number().int().min(0).default(0),
  heading: text(),
  anchor: looseText().refine((v) => /^[a-z0-9_-]{0,100}$/i.test(v), {
    message: MESSAGE.ENTER_VALID_SLUG,
  }),
};

const block = <K extends ContentBlockKind, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.object({ type: z.literal(kind), ...common, ...shape });

const quoteForm = {
  /** The service product whose quote form the block shows. */
  product_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  /** In how many steps the form asks its questions. */
  steps: z.number().int().min(1).max(10).default(2),
  /** Ask for the region (postal code) before the product questions. */
  region_first: z.boolean().default(true),
};

export const textBlockSchema = block('TextBlock', { content: richTextSchema() });

export const ctaBlockSchema = block('CtaBlock', {
  content: richTextSchema(),
  hyperlinks: list(hyperlinkSchema, 10),
});

export const quoteFormBlockSchema = block('QuoteFormBlock', quoteForm);
export const quoteFormV2BlockSchema = block('QuoteFormV2Block', quoteForm);

export const imageBlockSchema = block('ImageBlock', {
  images: list(z.object({ image_id: uploadId, alt: text(), caption: text() }), 20),
});

export const attentionBlockSchema = block('AttentionBlock', {
  attention_type: z
    .number()
    .int()
    .refine((code) => ATTENTION_BLOCK_TYPES.some((t) => t.code === code), {
      message: MESSAGE.SELECT_OPTION,
    })
    .default(0),
  content: richTextSchema(),
});

export const clickoutBlockSchema = block('ClickoutBlock', {
  clickout_type: z.enum(CLICKOUT_TYPES, { message: MESSAGE.SELECT_OPTION }).default('default'),
  /** default: which of the domain's affiliate tables to show. */
  default_table: text(),
  /** custom: own links under an own table heading. */
  clickout_links: list(hyperlinkSchema, 50),
  table_heading: text(),
  /** ean: the offers of one comparison product. */
  ean: z
    .union([eanSchema, z.literal('')])
    .nullish()
    .transform((v) => v || null),
});

export const exampleBlockSchema = block('ExampleBlock', {
  examples: list(z.object({ title: text(), content: richTextSchema(), image_id: uploadId }), 30),
});

export const navigationListSchema = block('NavigationList', {
  list_type: z
    .number()
    .int()
    .refine((v) => (NAVIGATION_LIST_TYPES as readonly number[]).includes(v), {
      message: MESSAGE.SELECT_OPTION,
    })
    .default(0),
  fill_type: z.enum(NAVIGATION_FILL_TYPES, { message: MESSAGE.SELECT_OPTION }).default('none'),
  hyperlinks: list(hyperlinkSchema),
});

export const navigationButtonsSchema = block('NavigationButtons', {
  hyperlinks: list(hyperlinkSchema, 20),
});

export const comparisonBlockSchema = block('ComparisonBlock', {
  eans: list(eanSchema, 10),
});

export const comparisonBrandBlockSchema = block('ComparisonBrandBlock', {
  brand: text(100),
});

export const energyLabelBlockSchema = block('EnergyLabelBlock', {
  energy_label: z
    .enum(ENERGY_LABELS, { message: MESSAGE.SELECT_OPTION })
    .nullish()
    .transform((v) => v ?? null),
  content: richTextSchema(),
});

export const chartBlockSchema = block('ChartBlock', {
  chart_type: z.enum(CHART_TYPES, { message: MESSAGE.SELECT_OPTION }).default('bar'),
  chart_items: list(
    z.object({
      label: text(100),
      value: z.number({ message: MESSAGE.ENTER_VALID_NUMBER }).finite(),
    }),
    50,
  ),
});

export const videoBlockSchema = block('VideoBlock', {
  url: looseText()
    .refine(isValidUrl, { message: MESSAGE.ENTER_VALID_URL })
    .transform((v) => (v === '' ? '' : normalizeUrl(v))),
  show_title: z.boolean().default(true),
  /** Seconds into the video where playing starts. */
  start_at: z.number().int().min(0, { message: MESSAGE.VALUE_TOO_LOW }).default(0),
});

export const bestProductsBlockSchema = block('BestProductsBlock', {
  eans: list(eanSchema, 20),
});

export const faqBlockSchema = block('FaqBlock', {
  answered_questions: list(z.object({ question: text(), answer: richTextSchema() }), 50),
});

/** One content block, checked by the schema of its kind (the `type`). */
export const contentBlockSchema = z.discriminatedUnion(
  'type',
  [
    textBlockSchema,
    ctaBlockSchema,
    quoteFormBlockSchema,
    quoteFormV2BlockSchema,
    imageBlockSchema,
    attentionBlockSchema,
    clickoutBlockSchema,
    exampleBlockSchema,
    navigationListSchema,
    navigationButtonsSchema,
    comparisonBlockSchema,
    comparisonBrandBlockSchema,
    energyLabelBlockSchema,
    chartBlockSchema,
    videoBlockSchema,
    bestProductsBlockSchema,
    faqBlockSchema,
  ],
  { message: MESSAGE.SELECT_OPTION },
);

export type ContentBlock = z.output<typeof contentBlockSchema>;
export type ContentBlockInput = z.input<typeof contentBlockSchema>;
export type ContentBlockOf<K extends ContentBlockKind> = Extract<ContentBlock, { type: K }>;

/** A new block of a kind with every default filled in. */
export function newContentBlock<K extends ContentBlockKind>(kind: K): ContentBlockOf<K> {
  return contentBlockSchema.parse({ type: kind }) as ContentBlockOf<K>;
}
