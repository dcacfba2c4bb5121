import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  campaignInputSchema,
  costPerLeadCents,
  revenueOnAdSpend,
  type CampaignInput,
} from '#domain/marketing/campaign';
import { CAMPAIGNS } from '#domain/marketing/marketing-stats';
import { MESSAGE } from '#domain/shared/messages';
import type { Executor } from '../db';
import { products } from '../products';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest, notFound } from '../shared/errors';
import { isIdValue } from '../shared/ids';
import { errorResponses, messageSchema } from '../shared/responses';
import { rowsOf } from '../shared/rows';
import { requirePermission } from '../shared/session-guard';
import { outdated, requireVersion } from '../shared/version';
import { campaignListSchema, campaignSchema, type CampaignJson } from './campaign.schema';
import { campaigns } from './campaign.table';

const idParams = z.object({ id: z.string() });
const body = z
  .record(z.string(), z.unknown())
  .describe(
    'name, utm_campaign, product_id, start_date, end_date, cost_cents, advertising_return_on_ad_spend (empty = null); a save also sends the version it read',
  );

interface CampaignRow {
  id: number;
  name: string;
  utm_campaign: string;
  product_id: number | null;
  product_name: string | null;
  start_date: string | null;
  end_date: string | null;
  cost_cents: number;
  roas: string | null;
  leads: number;
  assigned: number;
  revenue: number;
  version: number;
  created_at: string;
  updated_at: string;
}

/**
 * Campaigns with their figures: each campaign's days of its utm_campaign (and product)
 * within its start and end, from marketing_day_stats by its utm_campaign index.
 */
async function campaignsWithFigures(db: Executor, id?: number): Promise<CampaignJson[]> {
  const rows = rowsOf<CampaignRow>(
    await db.execute(sql`
      SELECT c.id, c.name, c.utm_campaign, c.product_id, p.name AS product_name,
             to_char(c.start_date, 'YYYY-MM-DD') AS start_date,
             to_char(c.end_date, 'YYYY-MM-DD') AS end_date,
             c.cost_cents::float8 AS cost_cents, c.advertising_return_on_ad_spend::text AS roas,
             coalesce(f.leads, 0)::float8 AS leads, coalesce(f.assigned, 0)::float8 AS assigned,
             coalesce(f.revenue, 0)::float8 AS revenue, c.version,
             to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
             to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
        FROM campaigns c
        LEFT JOIN products p ON p.id = c.product_id
        LEFT JOIN LATERAL (
          SELECT sum(s.leads) AS leads, sum(s.assigned_leads) AS assigned,
                 sum(s.revenue_cents) AS revenue
            FROM marketing_day_stats s
           WHERE s.utm_campaign = c.utm_campaign
             AND (c.start_date IS NULL OR s.day >= c.start_date)
             AND (c.end_date IS NULL OR s.day <= c.end_date)
             AND (c.product_id IS NULL OR s.product_id = c.product_id)) f ON true
       ${id === undefined ? sql`` : sql`WHERE c.id = ${id}`}
       ORDER BY c.start_date DESC NULLS LAST, lower(c.name), c.id`),
  );
  return rows.map((row) => {
    const cost = Number(row.cost_cents);
    const leads = Number(row.leads);
    const revenue = Number(row.revenue);
    return {
      id: Number(row.id),
      name: row.name,
      utm_campaign: row.utm_campaign,
      product_id: row.product_id === null ? null : Number(row.product_id),
      product_name: row.product_name,
      start_date: row.start_date,
      end_date: row.end_date,
      cost_cents: cost,
      advertising_return_on_ad_spend: row.roas === null ? null : Number(row.roas),
      leads,
      assigned_leads: Number(row.assigned),
      revenue_cents: revenue,
      cost_per_lead_cents: costPerLeadCents(cost, leads),
      return_on_ad_spend: revenueOnAdSpend(revenue, cost),
      version: Number(row.version),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

async function campaignJson(db: Executor, id: number): Promise<CampaignJson> {
  const [found] = await campaignsWithFigures(db, id);
  if (!found) throw notFound();
  return found;
}

function campaignIdOf(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!isIdValue(id)) throw notFound();
  return id;
}

/** The product must exist, the utm_campaign must be free (another campaign's leads). */
async function checkCampaign(db: Executor, input: CampaignInput, id?: number) {
  const fields: Record<string, string> = {};
  if (input.product_id !== null) {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.product_id));
    if (!product) fields.product_id = MESSAGE.SELECT_OPTION;
  }
  const [taken] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.utmCampaign, input.utm_campaign),
        id === undefined ? undefined : sql`${campaigns.id} <> ${id}`,
      ),
    );
  if (taken) fields.utm_campaign = MESSAGE.NAME_IN_USE;
  if (Object.keys(fields).length > 0) throw badRequest(MESSAGE.VALIDATION_FAILED, fields);
}

const columnsOf = (input: CampaignInput) => ({
  name: input.name,
  utmCampaign: input.utm_campaign,
  productId: input.product_id,
  startDate: input.start_date,
  endDate: input.end_date,
  costCents: input.cost_cents,
  advertisingReturnOnAdSpend:
    input.advertising_return_on_ad_spend === null
      ? null
      : input.advertising_return_on_ad_spend.toFixed(2),
});

/** Campaigns, for lead managers (spec: /lead-generator/campaigns). docs/marketing.md. */
export const campaignRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/v2/campaign',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Campaigns with their leads, revenue, cost per lead and return on ad spend',
        response: { 200: campaignListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, CAMPAIGNS);
      const items = await campaignsWithFigures(db);
      return { items, total: items.length };
    },
  );

  app.get(
    '/v2/campaign/:id',
    {
      schema: {
        tags: ['marketing'],
        summary: 'A campaign with its figures',
        params: idParams,
        response: { 200: campaignSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requirePermission(request, CAMPAIGNS);
      return campaignJson(db, campaignIdOf(request.params.id));
    },
  );

  app.post(
    '/v2/campaign',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Add a campaign',
        body,
        response: { 201: campaignSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      requirePermission(request, CAMPAIGNS);
      const input = campaignInputSchema.parse(request.body);
      await checkCampaign(db, input);
      const [row] = await db.insert(campaigns).values(columnsOf(input)).returning();
      return reply.status(201).send(await campaignJson(db, row!.id));
    },
  );

  app.put(
    '/v2/campaign/:id',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Save a campaign over the version read; 409 when someone saved in between',
        params: idParams,
        body,
        response: { 200: campaignSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requirePermission(request, CAMPAIGNS);
      const id = campaignIdOf(request.params.id);
      const [current] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.id, id));
      if (!current) throw notFound();
      const version = requireVersion(request.body.version);
      const input = campaignInputSchema.parse(request.body);
      await checkCampaign(db, input, id);
      const [row] = await db
        .update(campaigns)
        .set({
          ...columnsOf(input),
          version: sql`${campaigns.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(campaigns.id, id), eq(campaigns.version, version)))
        .returning({ id: campaigns.id });
      if (!row) throw outdated();
      return campaignJson(db, id);
    },
  );

  app.delete(
    '/v2/campaign/:id',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Delete a campaign (its leads keep their tracking values)',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requirePermission(request, CAMPAIGNS);
      const id = campaignIdOf(request.params.id);
      const [row] = await db
        .delete(campaigns)
        .where(eq(campaigns.id, id))
        .returning({ id: campaigns.id });
      if (!row) throw notFound();
      return { message: 'MESSAGE.SUCCESSFULLY_DELETED' };
    },
  );
};
