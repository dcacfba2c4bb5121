import { z } from 'zod';

const figures = {
  sent: z.number().int().describe('leads the partner sent'),
  accepted: z.number().int().describe('taken in: not marked bad, not a duplicate'),
  rejected: z.number().int().describe('marked bad or a duplicate'),
  assigned: z.number().int().describe('given to at least one company'),
  claimed: z.number().int().describe('claimed by one of its companies'),
  revenue_cents: z
    .number()
    .int()
    .describe('what companies paid for these leads (the prices of their assignments)'),
};

export const partnerOverviewFiguresSchema = z
  .object(figures)
  .meta({ id: 'PartnerOverviewFigures' });

export const partnerOverviewSchema = z
  .object({
    start_date: z.string(),
    end_date: z.string(),
    compare_start_date: z.string(),
    compare_end_date: z.string(),
    product_id: z.number().int().nullable(),
    totals: partnerOverviewFiguresSchema,
    compare_totals: partnerOverviewFiguresSchema,
    partners: z.array(
      z
        .object({
          company_id: z.number().int(),
          name: z.string(),
          ...figures,
          compare: partnerOverviewFiguresSchema,
        })
        .meta({ id: 'PartnerOverviewRow' }),
    ),
  })
  .meta({ id: 'PartnerOverview' });

export type PartnerOverview = z.infer<typeof partnerOverviewSchema>;
export type PartnerOverviewFigures = z.infer<typeof partnerOverviewFiguresSchema>;
