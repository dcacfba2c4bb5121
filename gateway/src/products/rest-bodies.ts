import type {
  CompanyProductFilterInput,
  CompanyProductInput,
  FilterChoiceInput,
} from '../generated/resolvers';
import type { FilterChoiceSource, RestCompanyProductFilter } from './rest-types';

type RestChoices = RestCompanyProductFilter['choices'];

/** GraphQL's list of choices as the api's object: key -> values or { gte, lte }. */
export function choicesBody(choices: readonly FilterChoiceInput[] | null | undefined): RestChoices {
  const body: RestChoices = {};
  for (const choice of choices ?? []) {
    body[choice.questionKey] = choice.values
      ? [...choice.values]
      : { gte: choice.gte ?? null, lte: choice.lte ?? null };
  }
  return body;
}

/** The api's choices as GraphQL lists them. */
export function choiceList(choices: RestChoices): FilterChoiceSource[] {
  return Object.entries(choices).map(([questionKey, wanted]) =>
    Array.isArray(wanted)
      ? { questionKey, values: wanted, gte: null, lte: null }
      : { questionKey, values: null, gte: wanted.gte ?? null, lte: wanted.lte ?? null },
  );
}

const orUndefined = <T>(value: T | null | undefined) => (value === null ? undefined : value);

export function filterBody(filter: CompanyProductFilterInput) {
  return {
    id: filter.id ? Number(filter.id) : undefined,
    position: orUndefined(filter.position),
    paused: orUndefined(filter.paused),
    latitude: filter.latitude,
    longitude: filter.longitude,
    deviating_coordinates: orUndefined(filter.deviatingCoordinates),
    max_distance: orUndefined(filter.maxDistance),
    municipalities: orUndefined(filter.municipalities),
    choices: choicesBody(filter.choices),
    notification_list_id: filter.notificationListId ? Number(filter.notificationListId) : null,
    assignment_max: filter.assignmentMax,
    assignment_period: orUndefined(filter.assignmentPeriod),
  };
}

export function companyProductBody(input: CompanyProductInput, version: number | null | undefined) {
  return {
    paused: orUndefined(input.paused),
    paused_until: input.pausedUntil,
    assign_by_filter: orUndefined(input.assignByFilter),
    assignment_max: input.assignmentMax,
    assignment_period: orUndefined(input.assignmentPeriod),
    filters: input.filters.map((filter, index) => ({
      ...filterBody(filter),
      position: filter.position ?? index,
    })),
    version: orUndefined(version),
  };
}
