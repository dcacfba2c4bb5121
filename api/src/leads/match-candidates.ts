import { rowsOf } from '../shared/rows';
import { eq, sql } from 'drizzle-orm';
import type { MatchCandidate } from '#domain/leads/match-ranking';
import { filterWantsLead, METERS_PER_DEGREE_LATITUDE } from '#domain/leads/filter-match';
import {
  countInPeriod,
  isCapReached,
  periodStarts,
  type AssignmentCounts,
  type AssignmentPeriod,
} from '#domain/products/assignment-period';
import type { FilterChoices } from '#domain/products/filter-choices';
import type { Executor } from '../db';
import { assignedLeads } from './assigned-lead.table';
import type { LeadRow } from './lead.table';

/** A company product filter that wants the lead, with what ranking and charging need. */
export interface Candidate extends MatchCandidate {
  filterId: number;
  companyProductId: number;
  notificationListId: number | null;
  isPrepaid: boolean;
  balanceCents: number;
  /** Companies this one may not share a lead with (excluded matches). */
  apartFrom: number[];
}

export interface FilterCandidateRow extends Record<string, unknown> {
  filter_id: number;
  position: number;
  latitude: number | null;
  longitude: number | null;
  max_distance: number;
  municipalities: string[];
  choices: FilterChoices;
  filter_max: number | null;
  filter_period: AssignmentPeriod;
  notification_list_id: number | null;
  company_product_id: number;
  cp_max: number | null;
  cp_period: AssignmentPeriod;
  company_id: number;
  is_prepaid: boolean;
  balance: number;
  apart_from: number[];
}

/**
 * The filters whose area holds the lead, by what the database can check: the
 * product, an active company that takes matched leads, product and filter not
 * paused (also not paused until a later date), the lead's municipality or the
 * great-circle distance within the radius (a latitude band first, so the index
 * of nothing is needed), no assignment of the company to this lead yet; with
 * the companies each is kept apart from. With `lock`, their company products
 * are locked for the transaction, in id order (the rows are sorted before they
 * are locked), so concurrent matches wait instead of overshooting a maximum.
 */
async function filterRows(
  db: Executor,
  lead: LeadRow,
  now: Date,
  lock: boolean,
): Promise<FilterCandidateRow[]> {
  const lat = lead.latitude;
  const lon = lead.longitude;
  const result = await db.execute(sql`
    SELECT f.id AS filter_id, f.position, coalesce(f.latitude, c.latitude) AS latitude,
           coalesce(f.longitude, c.longitude) AS longitude, f.max_distance, f.municipalities,
           f.choices, f.assignment_max AS filter_max, f.assignment_period AS filter_period,
           f.notification_list_id, cp.id AS company_product_id, cp.assignment_max AS cp_max,
           cp.assignment_period AS cp_period, c.id AS company_id, c.is_prepaid, c.balance,
           coalesce((SELECT array_agg(CASE WHEN m.company_id = c.id THEN m.match_id ELSE m.company_id END)
                       FROM match_excludes m
                      WHERE m.company_id = c.id OR m.match_id = c.id), '{}') AS apart_from
      FROM company_product_filters f
      JOIN company_products cp ON cp.id = f.company_product_id
      JOIN companies c ON c.id = cp.company_id
     WHERE cp.product_id = ${lead.productId}
       AND c.state = 'active' AND NOT c.plaza_only
       AND NOT cp.paused AND (cp.paused_until IS NULL OR cp.paused_until <= ${now})
       AND NOT f.paused
       AND (${lead.municipality}::text = ANY (f.municipalities)
            OR (f.max_distance > 0 AND ${lat}::float8 IS NOT NULL
                AND abs(coalesce(f.latitude, c.latitude) - ${lat}::float8)
                    <= f.max_distance / ${METERS_PER_DEGREE_LATITUDE}::float8
                AND 12742000 * asin(least(1, sqrt(
                      power(sin(radians(coalesce(f.latitude, c.latitude) - ${lat}::float8) / 2), 2)
                      + cos(radians(${lat}::float8)) * cos(radians(coalesce(f.latitude, c.latitude)))
                        * power(sin(radians(coalesce(f.longitude, c.longitude) - ${lon}::float8) / 2), 2))))
                    <= f.max_distance))
       AND NOT EXISTS (SELECT 1 FROM assigned_leads a
                        WHERE a.lead_id = ${lead.id} AND a.company_id = c.id)
     ORDER BY cp.id, f.position, f.id
     ${lock ? sql`FOR UPDATE OF cp` : sql``}`);
  return rowsOf<FilterCandidateRow>(result);
}

export interface PeriodCounts extends AssignmentCounts {
  last: Date | null;
}

export const NO_COUNTS: PeriodCounts = { daily: 0, weekly: 0, monthly: 0, last: null };

/**
 * Assignments per company product and per filter in the current day, week and
 * month (and the last one), in one round trip.
 */
export async function periodCounts(
  db: Executor,
  cpIds: number[],
  filterIds: number[],
  now: Date,
): Promise<{ cpCounts: Map<number, PeriodCounts>; filterCounts: Map<number, PeriodCounts> }> {
  const cpCounts = new Map<number, PeriodCounts>();
  const filterCounts = new Map<number, PeriodCounts>();
  if (cpIds.length === 0 && filterIds.length === 0) return { cpCounts, filterCounts };
  const starts = periodStarts(now);
  const since = starts.week < starts.month ? starts.week : starts.month;
  const counted = (by: 'company_product_id' | 'filter_id', ids: number[]) => sql`
    SELECT ${by === 'filter_id' ? sql`'filter'` : sql`'cp'`} AS kind, ${sql.identifier(by)} AS id,
           count(*) FILTER (WHERE created_at >= ${starts.day})::int AS daily,
           count(*) FILTER (WHERE created_at >= ${starts.week})::int AS weekly,
           count(*) FILTER (WHERE created_at >= ${starts.month})::int AS monthly,
           max(created_at) AS last
      FROM assigned_leads
     WHERE ${sql.identifier(by)} IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)
       AND created_at >= ${since}
     GROUP BY ${sql.identifier(by)}`;
  const result = await db.execute(
    sql`${counted('company_product_id', cpIds)} UNION ALL ${counted('filter_id', filterIds)}`,
  );
  for (const row of rowsOf<{
    kind: string;
    id: number;
    daily: number;
    weekly: number;
    monthly: number;
    last: string | Date | null;
  }>(result)) {
    const counts = {
      daily: row.daily,
      weekly: row.weekly,
      monthly: row.monthly,
      last: row.last ? new Date(row.last) : null,
    };
    (row.kind === 'cp' ? cpCounts : filterCounts).set(row.id, counts);
  }
  return { cpCounts, filterCounts };
}

/** The companies that already have the lead. */
export async function assignedCompanyIds(db: Executor, leadId: number): Promise<number[]> {
  const rows = await db
    .select({ companyId: assignedLeads.companyId })
    .from(assignedLeads)
    .where(eq(assignedLeads.leadId, leadId));
  return rows.map((row) => row.companyId);
}

/** A filter that wants the lead (area and choices), with the metres to its point. */
export interface WantingFilter {
  row: FilterCandidateRow;
  distance: number | null;
}

/**
 * The filters that want the lead: the database's cheap conditions (filterRows),
 * then the exact distance and the choices (domain/leads/filter-match.ts).
 */
export async function wantingFilters(
  db: Executor,
  lead: LeadRow,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<WantingFilter[]> {
  const wanting: WantingFilter[] = [];
  for (const row of await filterRows(db, lead, now, options.lock ?? false)) {
    const wants = filterWantsLead(filterArea(row), leadPlace(lead));
    if (wants) wanting.push({ row, distance: wants.distance });
  }
  // Each company's filters by position: its first wanting one counts.
  return wanting.sort(
    (a, b) =>
      a.row.company_id - b.row.company_id ||
      a.row.position - b.row.position ||
      a.row.filter_id - b.row.filter_id,
  );
}

/** The company products of the wanting filters, to lock before counting. */
export const companyProductIdsOf = (wanting: WantingFilter[]) => [
  ...new Set(wanting.map((entry) => entry.row.company_product_id)),
];

/**
 * One candidate per company (its first wanting filter by position that is below
 * its own maximum), with the counts the ranking needs. Companies at a product or
 * filter maximum, or kept apart from a company that already has the lead
 * (`taken`), are left out.
 */
export async function candidatesFrom(
  db: Executor,
  wanting: WantingFilter[],
  taken: readonly number[],
  now: Date,
): Promise<Candidate[]> {
  if (wanting.length === 0) return [];
  const { cpCounts, filterCounts } = await periodCounts(
    db,
    companyProductIdsOf(wanting),
    wanting.map((entry) => entry.row.filter_id),
    now,
  );

  const chosen = new Map<number, Candidate>();
  for (const { row, distance } of wanting) {
    if (chosen.has(row.company_id) || taken.includes(row.company_id)) continue;
    if (taken.some((other) => row.apart_from.includes(other))) continue;
    const cp = cpCounts.get(row.company_product_id) ?? NO_COUNTS;
    const filter = filterCounts.get(row.filter_id) ?? NO_COUNTS;
    const cpCount = countInPeriod(cp, row.cp_period);
    if (isCapReached(row.cp_max, cpCount)) continue;
    if (isCapReached(row.filter_max, countInPeriod(filter, row.filter_period))) continue;
    chosen.set(row.company_id, {
      companyId: row.company_id,
      count: cpCount,
      max: row.cp_max,
      period: row.cp_period,
      lastAssignedAt: cp.last,
      distance,
      filterId: row.filter_id,
      companyProductId: row.company_product_id,
      notificationListId: row.notification_list_id,
      isPrepaid: row.is_prepaid,
      balanceCents: row.balance,
      apartFrom: row.apart_from,
    });
  }
  return [...chosen.values()];
}

/** Every company that may get the lead now (without locks: the sandbox and previews). */
export async function findCandidates(
  db: Executor,
  lead: LeadRow,
  now: Date = new Date(),
): Promise<Candidate[]> {
  const wanting = await wantingFilters(db, lead, now);
  if (wanting.length === 0) return [];
  return candidatesFrom(db, wanting, await assignedCompanyIds(db, lead.id), now);
}

function filterArea(row: FilterCandidateRow) {
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    maxDistance: row.max_distance,
    municipalities: row.municipalities ?? [],
    choices: row.choices ?? {},
  };
}

export function leadPlace(lead: LeadRow) {
  return {
    latitude: lead.latitude,
    longitude: lead.longitude,
    municipality: lead.municipality,
    answers: lead.answers,
  };
}
