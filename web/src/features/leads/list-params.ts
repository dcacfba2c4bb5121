import { ASSIGNED_LEAD_STATES } from '#domain/leads/assigned-lead-state';
import { dateRangeForPreset, type DateRangePreset } from '#domain/shared/date-range-presets';

export type AssignedLeadStateName = keyof typeof ASSIGNED_LEAD_STATES;
export const ASSIGNED_LEAD_STATE_NAMES = Object.keys(
  ASSIGNED_LEAD_STATES,
) as AssignedLeadStateName[];

/** The orders the staff lead list offers (GraphQL LeadSort); newest first by default. */
export const LEAD_SORTS = [
  'created',
  'created_asc',
  'id',
  'id_asc',
  'postal_code',
  'postal_code_asc',
  'family_name',
  'family_name_asc',
] as const;
export type LeadSortName = (typeof LEAD_SORTS)[number];
const sortOf = (value: string | null): LeadSortName =>
  (LEAD_SORTS as readonly string[]).includes(value ?? '') ? (value as LeadSortName) : 'created';

const stateOf = (value: string | null): AssignedLeadStateName | null =>
  (ASSIGNED_LEAD_STATE_NAMES as string[]).includes(value ?? '')
    ? (value as AssignedLeadStateName)
    : null;

/** The staff lead list's filters; the URL search params are the one place they live. */
export interface LeadListParams {
  /** `YYYY-MM-DD`; '' = the default window (last 7 days). */
  from: string;
  to: string;
  product: string | null;
  search: string;
  withRemaining: boolean;
  onHold: boolean;
  /** Only leads with an assignment in this state. */
  assignedState: AssignedLeadStateName | null;
  sort: LeadSortName;
  page: number;
}

/** The customer's lead list filters. */
export interface AssignedLeadListParams {
  /** `YYYY-MM-DD`; '' = the default window (last 365 days). */
  from: string;
  to: string;
  state: AssignedLeadStateName | null;
  search: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The period shown: the chosen days, else the preset's (local days, both ends included). */
export function periodOf(
  from: string,
  to: string,
  preset: DateRangePreset,
  now = new Date(),
): { from: string; to: string } {
  if (from && to) return { from, to };
  const range = dateRangeForPreset(preset, now)!;
  return { from: isoDay(range.start), to: isoDay(range.end) };
}

/** A period as the api's epoch seconds, from 00:00 of the first day to the end of the last. */
export function periodSeconds(period: { from: string; to: string }): {
  startDate: number;
  endDate: number;
} {
  const start = new Date(`${period.from}T00:00:00`);
  const end = new Date(`${period.to}T23:59:59`);
  return {
    startDate: Math.floor(start.getTime() / 1000),
    endDate: Math.floor(end.getTime() / 1000),
  };
}

export function parseLeadListParams(
  search: URLSearchParams,
  onHoldPreset: boolean,
): LeadListParams {
  return {
    from: day(search.get('from')),
    to: day(search.get('to')),
    product: search.get('product') || null,
    search: search.get('search') ?? '',
    withRemaining: search.get('remaining') === '1',
    onHold: onHoldPreset || search.get('onHold') === '1',
    assignedState: stateOf(search.get('assigned')),
    sort: sortOf(search.get('sort')),
    page: pageOf(search.get('page')),
  };
}

export function leadListSearch(params: LeadListParams, onHoldPreset: boolean): URLSearchParams {
  const search = new URLSearchParams();
  if (params.from && params.to) {
    search.set('from', params.from);
    search.set('to', params.to);
  }
  if (params.product) search.set('product', params.product);
  if (params.search.trim()) search.set('search', params.search.trim());
  if (params.withRemaining) search.set('remaining', '1');
  if (params.onHold && !onHoldPreset) search.set('onHold', '1');
  if (params.assignedState) search.set('assigned', params.assignedState);
  if (params.sort !== 'created') search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

export function parseAssignedLeadListParams(search: URLSearchParams): AssignedLeadListParams {
  const state = search.get('state');
  return {
    from: day(search.get('from')),
    to: day(search.get('to')),
    state: ASSIGNED_LEAD_STATE_NAMES.includes(state as AssignedLeadStateName)
      ? (state as AssignedLeadStateName)
      : null,
    search: search.get('search') ?? '',
    page: pageOf(search.get('page')),
  };
}

export function assignedLeadListSearch(params: AssignedLeadListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.from && params.to) {
    search.set('from', params.from);
    search.set('to', params.to);
  }
  if (params.state) search.set('state', params.state);
  if (params.search.trim()) search.set('search', params.search.trim());
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}
