import { z } from 'zod';

export const coverageOverviewSchema = z
  .object({
    start_date: z.string(),
    end_date: z.string(),
    product_id: z.number().int().nullable(),
    leads: z.number().int().describe('leads with a place in the period'),
    points: z
      .array(
        z.object({ latitude: z.number(), longitude: z.number() }).meta({ id: 'CoveragePoint' }),
      )
      .describe('the places of the newest leads of the period, at most 5,000'),
    points_capped: z.boolean().describe('more leads had a place than the map draws'),
    companies: z
      .number()
      .int()
      .describe('companies that take leads of the product(s) by an active filter'),
    areas: z
      .array(
        z
          .object({
            municipality: z.string(),
            province: z.string().nullable(),
            product_id: z.number().int(),
            product_name: z.string(),
            leads: z.number().int().describe('the period’s leads of the product there'),
            latitude: z.number().describe('the middle of those leads'),
            longitude: z.number(),
            companies: z
              .number()
              .int()
              .describe('companies whose filter for the product holds the area'),
          })
          .meta({ id: 'CoverageArea' }),
      )
      .describe(
        'per municipality and product with demand: the covering companies, most leads first',
      ),
  })
  .meta({ id: 'CoverageOverview' });

export type CoverageOverview = z.infer<typeof coverageOverviewSchema>;
