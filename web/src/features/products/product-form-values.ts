import { snakeToCamel } from '#domain/shared/case-names';
import { z } from 'zod';
import { ASSIGNMENT_PERIODS, type AssignmentPeriod } from '#domain/products/assignment-period';
import { MAX_FILTER_RADIUS_KM, kmToMeters } from '#domain/products/company-product-input';
import { MESSAGE } from '#domain/shared/messages';
import type {
  CompanyProductFieldsFragment,
  CompanyProductFilterFieldsFragment,
  CompanyProductFilterInput,
  CompanyProductInput,
} from '../../gql/graphql';

/** What a filter wants of one question, in the form: option values, or range ends. */
const choiceSchema = z.object({
  values: z.array(z.string()),
  gte: z.number().int(MESSAGE.ENTER_VALID_NUMBER).nullable(),
  lte: z.number().int(MESSAGE.ENTER_VALID_NUMBER).nullable(),
});

const maximumSchema = z
  .number({ error: MESSAGE.ENTER_VALID_NUMBER })
  .int(MESSAGE.ENTER_VALID_NUMBER)
  .min(0, MESSAGE.VALUE_TOO_LOW)
  .max(999, MESSAGE.VALUE_TOO_HIGH)
  .nullable();

export const filterFormSchema = z
  .object({
    /** Null for a filter not saved yet. */
    id: z.string().nullable(),
    paused: z.boolean(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    deviatingCoordinates: z.boolean(),
    /** Metres, as stored (the slider shows kilometres). */
    maxDistance: z
      .number()
      .int()
      .min(0, MESSAGE.VALUE_TOO_LOW)
      .max(kmToMeters(MAX_FILTER_RADIUS_KM), MESSAGE.VALUE_TOO_HIGH),
    municipalities: z.array(z.string()),
    choices: z.record(z.string(), choiceSchema),
    notificationListId: z.string().nullable(),
    assignmentMax: maximumSchema,
    assignmentPeriod: z.enum(ASSIGNMENT_PERIODS),
  })
  .superRefine((filter, context) => {
    const hasRadius =
      filter.maxDistance > 0 && filter.latitude !== null && filter.longitude !== null;
    if (!hasRadius && filter.municipalities.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['maxDistance'],
        message: MESSAGE.FILTER_NEEDS_AREA,
      });
    for (const [key, choice] of Object.entries(filter.choices)) {
      if (choice.gte !== null && choice.lte !== null && choice.gte > choice.lte)
        context.addIssue({
          code: 'custom',
          path: ['choices', key, 'lte'],
          message: MESSAGE.VALUE_TOO_HIGH,
        });
    }
  });

export const productFormSchema = z.object({
  assignmentMax: maximumSchema,
  assignmentPeriod: z.enum(ASSIGNMENT_PERIODS),
  filters: z.array(filterFormSchema).min(1, MESSAGE.COMPANY_PRODUCT_NO_FILTERS),
});

export type FilterFormValues = z.infer<typeof filterFormSchema>;
export type ProductFormValues = z.infer<typeof productFormSchema>;

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export const DEFAULT_RADIUS_METERS = kmToMeters(25);
const DEFAULT_PERIOD: AssignmentPeriod = 'week';

/** A new filter: a radius around the company's address. */
export function newFilter(home: MapPoint | null): FilterFormValues {
  return {
    id: null,
    paused: false,
    latitude: home?.latitude ?? null,
    longitude: home?.longitude ?? null,
    deviatingCoordinates: false,
    maxDistance: home ? DEFAULT_RADIUS_METERS : 0,
    municipalities: [],
    choices: {},
    notificationListId: null,
    assignmentMax: null,
    assignmentPeriod: DEFAULT_PERIOD,
  };
}

export function filterFormValues(
  filter: CompanyProductFilterFieldsFragment,
  home: MapPoint | null,
): FilterFormValues {
  const own = filter.deviatingCoordinates && filter.latitude != null && filter.longitude != null;
  const choices: FilterFormValues['choices'] = {};
  for (const choice of filter.choices) {
    choices[choice.questionKey] = {
      values: choice.values ?? [],
      gte: choice.gte ?? null,
      lte: choice.lte ?? null,
    };
  }
  return {
    id: String(filter.id),
    paused: filter.paused,
    latitude: own ? filter.latitude! : (home?.latitude ?? filter.latitude ?? null),
    longitude: own ? filter.longitude! : (home?.longitude ?? filter.longitude ?? null),
    deviatingCoordinates: own,
    maxDistance: filter.maxDistance,
    municipalities: [...filter.municipalities],
    choices,
    notificationListId:
      filter.notificationListId == null ? null : String(filter.notificationListId),
    assignmentMax: filter.assignmentMax ?? null,
    assignmentPeriod: filter.assignmentPeriod,
  };
}

/** The editor's starting values: the stored record, or one filter around the company for a new one. */
export function productFormValues(
  stored: CompanyProductFieldsFragment | null,
  home: MapPoint | null,
): ProductFormValues {
  if (!stored)
    return { assignmentMax: null, assignmentPeriod: DEFAULT_PERIOD, filters: [newFilter(home)] };
  return {
    assignmentMax: stored.assignmentMax ?? null,
    assignmentPeriod: stored.assignmentPeriod,
    filters: [...stored.filters]
      .sort((a, b) => a.position - b.position)
      .map((filter) => filterFormValues(filter, home)),
  };
}

/** One filter as the api takes it; its position is its place in the list. */
export function toFilterInput(
  filter: FilterFormValues,
  position: number,
): CompanyProductFilterInput {
  const choices: NonNullable<CompanyProductFilterInput['choices']> = [];
  for (const [questionKey, choice] of Object.entries(filter.choices)) {
    if (choice.values.length > 0) choices.push({ questionKey, values: choice.values });
    else if (choice.gte !== null || choice.lte !== null)
      choices.push({ questionKey, gte: choice.gte, lte: choice.lte });
  }
  return {
    ...(filter.id ? { id: filter.id } : {}),
    position,
    paused: filter.paused,
    latitude: filter.latitude,
    longitude: filter.longitude,
    deviatingCoordinates: filter.deviatingCoordinates,
    maxDistance: filter.maxDistance,
    municipalities: filter.municipalities,
    choices,
    notificationListId: filter.notificationListId,
    assignmentMax: filter.assignmentMax,
    assignmentPeriod: filter.assignmentPeriod,
  };
}

/** The whole record; pause state and options the editor does not show stay as stored. */
export function toCompanyProductInput(
  values: ProductFormValues,
  stored: CompanyProductFieldsFragment | null,
): CompanyProductInput {
  return {
    paused: stored?.paused ?? false,
    pausedUntil: stored?.pausedUntil ?? null,
    assignByFilter: stored?.assignByFilter ?? false,
    assignmentMax: values.assignmentMax,
    assignmentPeriod: values.assignmentPeriod,
    filters: values.filters.map(toFilterInput),
  };
}

/**
 * Field errors of a refused save (`filters.0.max_distance` or `filters.0.maxDistance`)
 * as form paths. Choice errors name the question (`filters.0.choices.roof_type`).
 */
export function formErrorPaths(fields: Record<string, string>): [string, string][] {
  return Object.entries(fields).map(([path, message]) => {
    const parts = path.split('.');
    const choiceAt = parts.indexOf('choices');
    const named = parts.map((part, index) =>
      choiceAt >= 0 && index === choiceAt + 1 ? part : snakeToCamel(part),
    );
    // A choice error sits on its question's values (a range: on its upper end).
    return [named.join('.'), message];
  });
}

/** "Weekly equals daily × 7": the hint under a daily maximum. */
export const weeklyFromDaily = (daily: number) => daily * 7;
