import { dateRangeForPreset } from '#domain/shared/date-range-presets';
import { PLAZA_MAX_DISTANCE_KM, PLAZA_PAGE_SIZE } from '#domain/plaza/plaza-query';
import type { PlazaQueryInput, PlazaSortColumn } from '../../gql/graphql';

/** Periods the plaza offers: all within its seven days. */
export const PLAZA_PERIODS = ['last_7_days', 'today', 'yesterday', 'custom'] as const;
export type PlazaPeriod = (typeof PLAZA_PERIODS)[number];

export const PLAZA_SORTS: readonly PlazaSortColumn[] = [
  'date',
  'distance',
  'competitors',
  'product',
  'municipality',
];

/** 0 = only leads nobody has yet, 4 = any number of companies. */
export const COMPETITOR_LIMITS = [4, 3, 2, 0] as const;
export type CompetitorLimit = (typeof COMPETITOR_LIMITS)[number];

export interface PlazaRange {
  gte: number | null;
  lte: number | null;
}

/**
 * The plaza's filters. The URL's search params are the one place they live, so a
 * view can be shared and the back button steps through the filters.
 */
export interface PlazaFilterState {
  /** Products switched on (none: every product). */
  products: string[];
  /** `discr.questionKey` -> the options wanted. */
  choices: Record<string, string[]>;
  /** `discr.questionKey` -> the range wanted. */
  ranges: Record<string, PlazaRange>;
  municipalities: string[];
  /** Kilometres; null: anywhere. */
  distance: number | null;
  competitors: CompetitorLimit;
  period: PlazaPeriod;
  /** Custom period, `YYYY-MM-DD`. */
  from: string;
  to: string;
  sort: PlazaSortColumn;
  ascending: boolean;
  page: number;
  view: 'list' | 'map';
}

export const EMPTY_PLAZA_STATE: PlazaFilterState = {
  products: [],
  choices: {},
  ranges: {},
  municipalities: [],
  distance: null,
  competitors: 4,
  period: 'last_7_days',
  from: '',
  to: '',
  sort: 'date',
  ascending: false,
  page: 1,
  view: 'list',
};

/** Params that are not filters and survive a filter change: the open lead, the acting company. */
export const KEPT_PARAMS = ['l', 'companyId', 'userId'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KEY = /^[a-z0-9_]+\.[a-z0-9_]+$/;
const intOrNull = (value: string | undefined) => {
  if (value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : null;
};

export function parsePlazaState(search: URLSearchParams): PlazaFilterState {
  const choices: Record<string, string[]> = {};
  for (const entry of search.getAll('choice')) {
    const at = entry.lastIndexOf('.');
    const key = entry.slice(0, at);
    if (at > 0 && KEY.test(key)) (choices[key] ??= []).push(entry.slice(at + 1));
  }
  const ranges: Record<string, PlazaRange> = {};
  for (const entry of search.getAll('range')) {
    const match = /^([a-z0-9_]+\.[a-z0-9_]+):(\d*)-(\d*)$/.exec(entry);
    if (!match) continue;
    const range = { gte: intOrNull(match[2]), lte: intOrNull(match[3]) };
    if (range.gte !== null || range.lte !== null) ranges[match[1]!] = range;
  }
  const distance = intOrNull(search.get('distance') ?? undefined);
  const competitors = Number(search.get('competitors') ?? 4);
  const period = search.get('period') as PlazaPeriod | null;
  const sort = search.get('sort') as PlazaSortColumn | null;
  const page = intOrNull(search.get('page') ?? undefined);
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return {
    products: (search.get('products') ?? '').split(',').filter(Boolean),
    choices,
    ranges,
    municipalities: search.getAll('municipality').filter(Boolean),
    distance: distance !== null && distance < PLAZA_MAX_DISTANCE_KM ? distance : null,
    competitors: (COMPETITOR_LIMITS as readonly number[]).includes(competitors)
      ? (competitors as CompetitorLimit)
      : 4,
    period: period && PLAZA_PERIODS.includes(period) ? period : 'last_7_days',
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
    sort: sort && PLAZA_SORTS.includes(sort) ? sort : 'date',
    ascending: search.get('asc') === '1',
    page: page && page > 0 ? page : 1,
    view: search.get('view') === 'map' ? 'map' : 'list',
  };
}

/** The URL for a filter state; `current` gives the params kept across filter changes. */
export function plazaStateSearch(
  state: PlazaFilterState,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = current.get(name);
    if (value) search.set(name, value);
  }
  if (state.products.length > 0) search.set('products', state.products.join(','));
  for (const [key, values] of Object.entries(state.choices))
    for (const value of values) search.append('choice', `${key}.${value}`);
  for (const [key, range] of Object.entries(state.ranges))
    if (range.gte !== null || range.lte !== null)
      search.append('range', `${key}:${range.gte ?? ''}-${range.lte ?? ''}`);
  for (const municipality of state.municipalities) search.append('municipality', municipality);
  if (state.distance !== null) search.set('distance', String(state.distance));
  if (state.competitors !== 4) search.set('competitors', String(state.competitors));
  if (state.period !== 'last_7_days') search.set('period', state.period);
  if (state.period === 'custom' && state.from && state.to) {
    search.set('from', state.from);
    search.set('to', state.to);
  }
  if (state.sort !== 'date') search.set('sort', state.sort);
  if (state.ascending) search.set('asc', '1');
  if (state.page > 1) search.set('page', String(state.page));
  if (state.view === 'map') search.set('view', 'map');
  return search;
}

/** Epoch seconds of the period (undefined: the api's window). */
function periodSeconds(state: PlazaFilterState, now: Date) {
  const range =
    state.period === 'custom'
      ? state.from && state.to
        ? { start: new Date(`${state.from}T00:00:00`), end: new Date(`${state.to}T23:59:59`) }
        : null
      : state.period === 'last_7_days'
        ? null
        : dateRangeForPreset(state.period, now);
  if (!range) return {};
  const windowStart = now.getTime() - 7 * 86_400_000;
  return {
    startDate: Math.floor(Math.max(range.start.getTime(), windowStart) / 1000),
    endDate: Math.floor(Math.min(range.end.getTime(), now.getTime()) / 1000),
  };
}

/** What the catalogue tells about a question: is it a range of whole numbers or of metres. */
export interface CatalogueQuestion {
  key: string;
  kind: string;
}
export interface CatalogueProduct {
  discr: string;
  questions: readonly CatalogueQuestion[];
}

/** The GraphQL search for a filter state. */
export function plazaQueryOf(
  state: PlazaFilterState,
  catalogue: readonly CatalogueProduct[],
  now = new Date(),
  pageSize = PLAZA_PAGE_SIZE,
): PlazaQueryInput {
  const products = catalogue.flatMap((product) => {
    const own = (record: Record<string, unknown>) =>
      Object.keys(record).filter((key) => key.startsWith(`${product.discr}.`));
    const enabled = state.products.includes(product.discr);
    const choiceKeys = own(state.choices);
    const rangeKeys = own(state.ranges);
    if (!enabled && choiceKeys.length === 0 && rangeKeys.length === 0) return [];
    const rangesOf = (kind: string) =>
      rangeKeys
        .map((key) => ({ key, question: key.slice(product.discr.length + 1) }))
        .filter(({ question }) => product.questions.find((q) => q.key === question)?.kind === kind)
        .map(({ key, question }) => ({ questionKey: question, ...state.ranges[key]! }));
    return [
      {
        discr: product.discr,
        enabled,
        choices: choiceKeys.map((key) => ({
          questionKey: key.slice(product.discr.length + 1),
          values: state.choices[key]!,
        })),
        integerRanges: rangesOf('integer_range'),
        meterRanges: rangesOf('meter_range'),
      },
    ];
  });
  return {
    products,
    municipalities: state.municipalities,
    distance: state.distance,
    competitors: state.competitors,
    sortColumn: state.sort,
    sortReverse: !state.ascending,
    currentPage: state.page,
    itemsPerPage: pageSize,
    ...periodSeconds(state, now),
  };
}

interface SavedProductFilter {
  enabled?: boolean;
  choices?: Record<string, string[]>;
  integerRanges?: Record<string, { gte?: number | null; lte?: number | null }>;
  meterRanges?: Record<string, { gte?: number | null; lte?: number | null }>;
}

/**
 * A saved search's query (the api's filter state) as the screen's state. The
 * distance comes back; dates do not (a saved search always looks at the plaza now).
 */
export function stateOfSavedQuery(query: unknown): PlazaFilterState {
  const saved = (query ?? {}) as {
    products?: Record<string, SavedProductFilter>;
    municipalities?: string[];
    distance?: number | null;
    competitors?: 'none' | 2 | 3 | 4;
    sortColumn?: PlazaSortColumn;
    sortReverse?: boolean;
  };
  const state: PlazaFilterState = { ...EMPTY_PLAZA_STATE, choices: {}, ranges: {}, products: [] };
  for (const [discr, filter] of Object.entries(saved.products ?? {})) {
    if (filter.enabled) state.products.push(discr);
    for (const [key, values] of Object.entries(filter.choices ?? {}))
      if (values.length > 0) state.choices[`${discr}.${key}`] = values;
    for (const ranges of [filter.integerRanges, filter.meterRanges])
      for (const [key, range] of Object.entries(ranges ?? {}))
        state.ranges[`${discr}.${key}`] = { gte: range.gte ?? null, lte: range.lte ?? null };
  }
  state.municipalities = saved.municipalities ?? [];
  state.distance =
    saved.distance != null && saved.distance < PLAZA_MAX_DISTANCE_KM ? saved.distance : null;
  state.competitors = saved.competitors === 'none' ? 0 : (saved.competitors ?? 4);
  state.sort = saved.sortColumn ?? 'date';
  state.ascending = saved.sortReverse === false;
  return state;
}
