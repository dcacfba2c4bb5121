import { rowsOf } from '../shared/rows';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { filterWantsLead, METERS_PER_DEGREE_LATITUDE } from '#domain/leads/filter-match';
import { choicesAcceptAnswers, type FilterChoices } from '#domain/products/filter-choices';
import {
  countInPeriod,
  isCapReached,
  type AssignmentPeriod,
} from '#domain/products/assignment-period';
import { distanceMeters } from '#domain/shared/geo-distance';
import { MESSAGE } from '#domain/shared/messages';
import { companies } from '../companies';
import { createMailer } from '../mail';
import { companyProducts, products } from '../products';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { retryTransaction } from '../shared/retry-transaction';
import { requireStaff } from '../shared/session-guard';
import { deliver, type Deliveries } from './assignment-notice';
import { pricesFor } from './assignment-pricing';
import { leadJson } from './lead-json';
import { leadSchema } from './lead.schema';
import { leadById } from './lead-lookup';
import { leads, type LeadRow } from './lead.table';
import { periodCounts, leadPlace, NO_COUNTS } from './match-candidates';
import { chargePrepaid, writeAssignments } from './matching';
import { assignedLeads } from './assigned-lead.table';

/** The match modal shows companies up to this far from the lead. */
const NEAR_METERS = 100_000;

const NOT_CHOSEN_REASONS = [
  'already_assigned',
  'not_active',
  'plaza_only',
  'product_paused',
  'filter_paused',
  'out_of_area',
  'choices',
  'maxed',
] as const;
type NotChosenReason = (typeof NOT_CHOSEN_REASONS)[number];

export const nearMatchSchema = z
  .object({
    company_id: z.number().int(),
    company_name: z.string(),
    company_state: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    distance: z.number().int().nullable().describe('metres from the lead to the company'),
    price_cents: z.number().int(),
    /** True when automatic matching could give it the lead now. */
    wanted: z.boolean(),
    reasons: z.array(z.enum(NOT_CHOSEN_REASONS)).describe('why matching would pass it over'),
  })
  .meta({ id: 'NearMatch' });
const nearMatchList = z.object({ items: z.array(nearMatchSchema) }).meta({ id: 'NearMatchList' });

interface NearRow extends Record<string, unknown> {
  company_id: number;
  company_name: string;
  state: string;
  plaza_only: boolean;
  c_lat: number | null;
  c_lon: number | null;
  company_product_id: number;
  cp_paused: boolean;
  cp_paused_until: string | null;
  cp_max: number | null;
  cp_period: AssignmentPeriod;
  filter_id: number;
  f_paused: boolean;
  f_lat: number | null;
  f_lon: number | null;
  max_distance: number;
  municipalities: string[];
  choices: FilterChoices;
  f_max: number | null;
  f_period: AssignmentPeriod;
}

/** Why matching would pass a filter over (empty: it would take the lead). */
function reasonsFor(
  row: NearRow,
  lead: LeadRow,
  now: Date,
  counts: { cp: number; filter: number },
): NotChosenReason[] {
  const reasons: NotChosenReason[] = [];
  if (row.state !== 'active') reasons.push('not_active');
  if (row.plaza_only) reasons.push('plaza_only');
  if (row.cp_paused || (row.cp_paused_until && new Date(row.cp_paused_until) > now))
    reasons.push('product_paused');
  if (row.f_paused) reasons.push('filter_paused');
  const area = {
    latitude: row.f_lat ?? row.c_lat,
    longitude: row.f_lon ?? row.c_lon,
    maxDistance: row.max_distance,
    municipalities: row.municipalities ?? [],
    choices: {},
  };
  if (!filterWantsLead(area, leadPlace(lead))) reasons.push('out_of_area');
  if (!choicesAcceptAnswers(row.choices ?? {}, lead.answers)) reasons.push('choices');
  if (isCapReached(row.cp_max, counts.cp) || isCapReached(row.f_max, counts.filter))
    reasons.push('maxed');
  return reasons;
}

/** The match modal: companies around a lead, and assigning it by hand. */
export const manualMatchRoutes: AreaPlugin = async (app, { db, config }) => {
  const deps = { mailer: createMailer(db, config), publicUrl: config.publicUrl };

  app.get(
    '/match/lead/:id/near_matches',
    {
      schema: {
        tags: ['leads'],
        summary:
          'Companies taking the lead’s product within 100 km (or in its municipality), nearest first, with why matching would pass each over',
        params: z.object({ id: z.string() }),
        response: { 200: nearMatchList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireStaff(request);
      const lead = await leadById(db, request.params.id);
      const now = new Date();
      const band = NEAR_METERS / METERS_PER_DEGREE_LATITUDE;
      const result = await db.execute(sql`
        SELECT c.id AS company_id, c.name AS company_name, c.state, c.plaza_only,
               c.latitude AS c_lat, c.longitude AS c_lon,
               cp.id AS company_product_id, cp.paused AS cp_paused, cp.paused_until AS cp_paused_until,
               cp.assignment_max AS cp_max, cp.assignment_period AS cp_period,
               f.id AS filter_id, f.paused AS f_paused, f.latitude AS f_lat, f.longitude AS f_lon,
               f.max_distance, f.municipalities, f.choices,
               f.assignment_max AS f_max, f.assignment_period AS f_period
          FROM company_product_filters f
          JOIN company_products cp ON cp.id = f.company_product_id
          JOIN companies c ON c.id = cp.company_id
         WHERE cp.product_id = ${lead.productId}
           AND (${lead.municipality}::text = ANY (f.municipalities)
                OR (${lead.latitude}::float8 IS NOT NULL
                    AND abs(coalesce(f.latitude, c.latitude) - ${lead.latitude}::float8) <= ${band}::float8))
         ORDER BY c.id, f.position, f.id`);
      const rows = rowsOf<NearRow>(result);
      if (rows.length === 0) return { items: [] };
      const { cpCounts, filterCounts } = await periodCounts(
        db,
        [...new Set(rows.map((r) => r.company_product_id))],
        rows.map((r) => r.filter_id),
        now,
      );
      const taken = new Set(
        (
          await db
            .select({ id: assignedLeads.companyId })
            .from(assignedLeads)
            .where(eq(assignedLeads.leadId, lead.id))
        ).map((r) => r.id),
      );
      const [product] = await db.select().from(products).where(eq(products.id, lead.productId));
      const prices = await pricesFor(
        db,
        [...new Set(rows.map((r) => r.company_id))],
        product!.id,
        product!.priceCents,
      );

      // Per company its best filter: one that would take the lead, else the one with the fewest reasons.
      const best = new Map<number, { row: NearRow; reasons: NotChosenReason[] }>();
      for (const row of rows) {
        const reasons = reasonsFor(row, lead, now, {
          cp: countInPeriod(cpCounts.get(row.company_product_id) ?? NO_COUNTS, row.cp_period),
          filter: countInPeriod(filterCounts.get(row.filter_id) ?? NO_COUNTS, row.f_period),
        });
        if (taken.has(row.company_id)) reasons.unshift('already_assigned');
        const known = best.get(row.company_id);
        if (!known || reasons.length < known.reasons.length)
          best.set(row.company_id, { row, reasons });
      }
      const items = [...best.values()].map(({ row, reasons }) => {
        const distance =
          lead.latitude !== null &&
          lead.longitude !== null &&
          row.c_lat !== null &&
          row.c_lon !== null
            ? Math.round(
                distanceMeters(
                  { latitude: lead.latitude, longitude: lead.longitude },
                  { latitude: row.c_lat, longitude: row.c_lon },
                ),
              )
            : null;
        return {
          company_id: row.company_id,
          company_name: row.company_name,
          company_state: row.state,
          latitude: row.c_lat,
          longitude: row.c_lon,
          distance,
          price_cents: prices.get(row.company_id)!.cents,
          wanted: reasons.length === 0,
          reasons,
        };
      });
      items.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || a.company_id - b.company_id);
      return { items };
    },
  );

  app.post(
    '/match/lead/:id',
    {
      schema: {
        tags: ['leads'],
        summary:
          'Assign the lead by hand to an active company (staff override of filters and maxima; a prepaid company pays)',
        params: z.object({ id: z.string() }),
        body: z.object({ company_id: z.number().int().positive() }),
        response: { 200: leadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      const leadId = (await leadById(db, request.params.id)).id;
      const companyId = request.body.company_id;
      const deliveries: Deliveries = [];
      await retryTransaction(() => {
        deliveries.length = 0;
        return db.transaction(async (tx) => {
          const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
          const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
          if (!company) throw notFound();
          if (company.state !== 'active')
            throw badRequest(MESSAGE.ASSIGNMENT_FAILED, { company_id: MESSAGE.ASSIGNMENT_FAILED });
          const [already] = await tx
            .select({ id: assignedLeads.id })
            .from(assignedLeads)
            .where(and(eq(assignedLeads.leadId, lead!.id), eq(assignedLeads.companyId, companyId)));
          if (already) throw new ApiError(400, MESSAGE.ALREADY_ASSIGNED);
          const [product] = await tx
            .select()
            .from(products)
            .where(eq(products.id, lead!.productId));
          const [cp] = await tx
            .select({ id: companyProducts.id })
            .from(companyProducts)
            .where(
              and(
                eq(companyProducts.companyId, companyId),
                eq(companyProducts.productId, product!.id),
              ),
            );
          const price = (await pricesFor(tx, [companyId], product!.id, product!.priceCents)).get(
            companyId,
          )!;
          // One moment for the payment and the assignment: the ledger row, written when
          // paying, has the time the assigned lead has (as when it was written with it).
          const now = new Date();
          const paid = company.isPrepaid
            ? await chargePrepaid(tx, deps, companyId, price.cents, now, deliveries)
            : null;
          if (company.isPrepaid && paid === null) throw badRequest(MESSAGE.BALANCE_TOO_LOW);
          await writeAssignments(
            tx,
            deps,
            {
              lead: lead!,
              product: product!,
              origin: 'manual',
              userId: viewer.userId,
              now,
            },
            [
              {
                companyId,
                companyProductId: cp?.id ?? null,
                filterId: null,
                notificationListId: null,
                price,
                paid,
              },
            ],
            deliveries,
          );
        });
      });
      await deliver(deliveries);
      return leadJson(db, await leadById(db, request.params.id));
    },
  );
};
