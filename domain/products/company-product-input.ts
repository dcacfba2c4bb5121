import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { ASSIGNMENT_PERIODS } from './assignment-period';
import { filterChoicesSchema } from './filter-choices';

/** The radius slider runs from 0 to 500 km; radii are stored in metres (km x 1000). */
export const MAX_FILTER_RADIUS_KM = 500;
export const kmToMeters = (km: number) => Math.round(km * 1000);

const maximum = z
  .number({ error: MESSAGE.ENTER_VALID_NUMBER })
  .int(MESSAGE.ENTER_VALID_NUMBER)
  .min(0, MESSAGE.VALUE_TOO_LOW)
  .max(999, MESSAGE.VALUE_TOO_HIGH)
  .nullish()
  .transform((value) => value ?? null);

const period = z.enum(ASSIGNMENT_PERIODS, { error: MESSAGE.SELECT_OPTION }).default('week');

/** One filter of a company product as the editor sends it (snake_case, as on the wire). */
export const filterInputSchema = z
  .object({
    id: z.number().int().positive().nullish(),
    position: z.number().int().min(0).default(0),
    paused: z.boolean().default(false),
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
    deviating_coordinates: z.boolean().default(false),
    max_distance: z
      .number({ error: MESSAGE.ENTER_VALID_NUMBER })
      .int()
      .min(0, MESSAGE.VALUE_TOO_LOW)
      .max(kmToMeters(MAX_FILTER_RADIUS_KM), MESSAGE.VALUE_TOO_HIGH)
      .default(0),
    municipalities: z.array(z.string().trim().min(1).max(100)).max(400).default([]),
    choices: filterChoicesSchema.default({}),
    notification_list_id: z.number().int().positive().nullish(),
    assignment_max: maximum,
    assignment_period: period,
  })
  .superRefine((filter, context) => {
    const hasRadius =
      filter.max_distance > 0 && filter.latitude != null && filter.longitude != null;
    if (!hasRadius && filter.municipalities.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['max_distance'],
        message: MESSAGE.FILTER_NEEDS_AREA,
      });
  });
export type FilterInput = z.infer<typeof filterInputSchema>;

/** A company product with all its filters; at least one filter (COMPANY_PRODUCT_NO_FILTERS). */
export const companyProductInputSchema = z.object({
  paused: z.boolean().default(false),
  paused_until: z.iso.datetime({ offset: true }).nullish(),
  assign_by_filter: z.boolean().default(false),
  assignment_max: maximum,
  assignment_period: period,
  filters: z.array(filterInputSchema).max(50).default([]),
  version: z.number().int().optional(),
});
export type CompanyProductInput = z.infer<typeof companyProductInputSchema>;
