import { z } from 'zod';
import { ACCOUNT_MANAGER_SCOPES, PERFECT_VIEW_CRITERIA } from '#domain/dashboards/perfect-view';
import { listOf } from '../shared/responses';

/** A saved perfect view of its owner (docs/perfect-view.md). */
export const perfectViewSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    product_ids: z.array(z.number().int()).describe('empty: any product'),
    products: z
      .array(z.object({ id: z.number().int(), name: z.string() }))
      .describe('the products named, for display'),
    provinces: z.array(z.string()).describe('province names as companies store them; empty: any'),
    states: z.array(z.string()).describe('company states; empty: any'),
    min_review_average: z
      .number()
      .nullable()
      .describe('0-10; the company needs published reviews averaging at least this'),
    account_manager: z
      .enum(ACCOUNT_MANAGER_SCOPES)
      .describe('any; mine: the owner manages the company; none: nobody manages it'),
    chosen: z.boolean().describe('the view the home shows'),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'PerfectView' });

export const perfectViewListSchema = listOf(perfectViewSchema).meta({ id: 'PerfectViewList' });

/** A company that meets every criterion of the chosen view. */
export const perfectViewMatchSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    state: z.string(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    account_manager_id: z.number().int().nullable(),
    account_manager_name: z.string().nullable(),
    review_average: z.number().nullable().describe('published reviews; null without any'),
    review_count: z.number().int(),
    leads_last_31_days: z
      .number()
      .int()
      .describe('leads assigned in the last 31 days, today included (Dutch days)'),
  })
  .meta({ id: 'PerfectViewMatch' });

export const perfectViewMatchPageSchema = z
  .object({
    view: perfectViewSchema.nullable().describe('the chosen view; null: none chosen (no items)'),
    items: z.array(perfectViewMatchSchema),
    total: z.number().int(),
  })
  .meta({ id: 'PerfectViewMatchPage' });

/** How one company scores against the chosen view. */
export const perfectViewCompanyScoreSchema = z
  .object({
    company_id: z.number().int(),
    view: perfectViewSchema.nullable().describe('the chosen view; null: none chosen'),
    criteria: z.array(
      z.object({
        criterion: z.enum(PERFECT_VIEW_CRITERIA),
        active: z.boolean().describe('false: the view leaves it open'),
        met: z.boolean(),
      }),
    ),
    met: z.number().int(),
    of: z.number().int(),
    matches: z.boolean().describe('meets every criterion the view sets'),
  })
  .meta({ id: 'PerfectViewCompanyScore' });

export type PerfectViewJson = z.infer<typeof perfectViewSchema>;
export type PerfectViewMatchJson = z.infer<typeof perfectViewMatchSchema>;
