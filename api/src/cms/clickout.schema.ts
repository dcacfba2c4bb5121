import { z } from 'zod';

const named = z.object({ id: z.number().int(), name: z.string() });

/**
 * A row of the click-out list: one click, or the clicks of one link, page, company,
 * product or day (fields the grouping does not define are null).
 */
export const cmsClickoutSchema = z
  .object({
    key: z.string().describe('what the row stands for: a click id, a link, a page, a day, …'),
    clicks: z.number().int(),
    first_at: z.string(),
    last_at: z.string(),
    domain: z.object({ id: z.number().int(), host: z.string() }).nullable(),
    url: z.string().nullable().describe('the /out/ link followed'),
    target: z.string().nullable().describe('where the visitor was sent (the latest, per link)'),
    page: z
      .object({ id: z.number().int().nullable(), url: z.string() })
      .nullable()
      .describe('the page the visitor clicked on'),
    affiliate_company: named.nullable(),
    product: named.nullable(),
    redirection_id: z
      .number()
      .int()
      .nullable()
      .describe('the link followed, while it exists (per click and per link)'),
  })
  .meta({ id: 'CmsClickout' });

export const cmsClickoutListSchema = z
  .object({
    items: z.array(cmsClickoutSchema),
    total: z.number().int().describe('rows under the filter'),
    clicks: z.number().int().describe('clicks under the filter'),
  })
  .meta({ id: 'CmsClickoutList' });
