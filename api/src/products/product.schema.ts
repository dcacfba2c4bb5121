import { z } from 'zod';
import { listOf } from '../shared/responses';

const id = z.number().int();

const questionOptionSchema = z.object({ value: z.string(), label: z.string() });

/** One question of a product's quote form (domain/products/product-question.ts). */
export const productQuestionJsonSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    kind: z.enum(['single_choice', 'multiple_choice', 'integer_range', 'meter_range']),
    required: z.boolean(),
    options: z.array(questionOptionSchema).optional(),
    min: z.number().int().optional(),
    max: z.number().int().optional(),
    unit: z.string().optional(),
  })
  .meta({ id: 'ProductQuestion' });

/** A service product of the catalogue. */
export const productSchema = z
  .object({
    id,
    discr: z.string(),
    name: z.string(),
    price_cents: z.number().int(),
    max_assignments: z.number().int(),
    questions: z.array(productQuestionJsonSchema),
  })
  .meta({ id: 'Product' });

export const productListSchema = listOf(productSchema).meta({ id: 'ProductList' });

const rangeSchema = z.object({ gte: z.number().nullable(), lte: z.number().nullable() });

/** A filter of a company product, with its assignments in its own period. */
export const filterSchema = z
  .object({
    id,
    position: z.number().int(),
    paused: z.boolean(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    deviating_coordinates: z.boolean(),
    max_distance: z.number().int().describe('metres (km x 1000)'),
    municipalities: z.array(z.string()),
    choices: z.record(z.string(), z.union([z.array(z.string()), rangeSchema])),
    notification_list_id: id.nullable(),
    assignment_max: z.number().int().nullable(),
    assignment_period: z.enum(['day', 'week', 'month']),
    assignment_count: z.number().int().describe('assignments in the current period'),
    maxed: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'CompanyProductFilter' });

/** A product a company takes leads of, with its filters and assignment counts. */
export const companyProductSchema = z
  .object({
    id,
    company_id: id,
    product_id: id,
    discr: z.string(),
    product_name: z.string(),
    paused: z.boolean(),
    paused_until: z.string().nullable(),
    assign_by_filter: z.boolean(),
    assignment_max: z.number().int().nullable(),
    assignment_period: z.enum(['day', 'week', 'month']),
    daily_count: z.number().int(),
    weekly_count: z.number().int(),
    monthly_count: z.number().int(),
    maxed: z.boolean(),
    filters: z.array(filterSchema),
    version: z.number().int(),
  })
  .meta({ id: 'CompanyProduct' });

export const companyProductListSchema = listOf(companyProductSchema).meta({
  id: 'CompanyProductList',
});

/** How many leads of the last 30 days a filter as edited would have received. */
export const filterPredictionSchema = z
  .object({ count: z.number().int(), days: z.number().int() })
  .meta({ id: 'FilterPrediction' });
