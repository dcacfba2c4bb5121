import { desc, eq, sql } from 'drizzle-orm';
import { PLAZA_PURCHASES_PAGE_SIZE } from '#domain/dashboards/lead-generator-home-rules';
import { z } from 'zod';
import { companies } from '../companies';
import type { Executor } from '../db';
import { assignedLeads, leads } from '../leads';
import { products } from '../products';

export const plazaPurchaseSchema = z
  .object({
    id: z.number().int().describe('the assigned lead the purchase made'),
    lead_id: z.number().int(),
    company_id: z.number().int(),
    company_name: z.string(),
    product_name: z.string().describe("the lead's product"),
    postal_code: z.string(),
    city: z.string().nullable(),
    price_cents: z.number().int().describe('what the company paid (0: a free plaza lead)'),
    created_at: z.string().describe('when it was bought'),
  })
  .meta({ id: 'RecentPlazaPurchase' });

export const plazaPurchasePageSchema = z
  .object({ items: z.array(plazaPurchaseSchema), total: z.number().int() })
  .meta({ id: 'RecentPlazaPurchasePage' });

/**
 * The latest plaza purchases: a purchase is an assigned lead with origin `plaza`
 * (api/src/plaza/plaza-purchase.ts), newest first from the partial index of migration 0047,
 * 20 a page.
 */
export async function latestPlazaPurchases(db: Executor, page: number) {
  const rows = await db
    .select({
      id: assignedLeads.id,
      leadId: assignedLeads.leadId,
      companyId: assignedLeads.companyId,
      companyName: companies.name,
      productName: products.name,
      postalCode: leads.postalCode,
      city: leads.city,
      priceCents: assignedLeads.priceCents,
      createdAt: assignedLeads.createdAt,
    })
    .from(assignedLeads)
    .innerJoin(companies, eq(companies.id, assignedLeads.companyId))
    .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
    .innerJoin(products, eq(products.id, leads.productId))
    .where(eq(assignedLeads.origin, 'plaza'))
    .orderBy(desc(assignedLeads.createdAt), desc(assignedLeads.id))
    .limit(PLAZA_PURCHASES_PAGE_SIZE)
    .offset((page - 1) * PLAZA_PURCHASES_PAGE_SIZE);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assignedLeads)
    .where(eq(assignedLeads.origin, 'plaza'));
  return {
    items: rows.map((row) => ({
      id: row.id,
      lead_id: row.leadId,
      company_id: row.companyId,
      company_name: row.companyName,
      product_name: row.productName,
      postal_code: row.postalCode,
      city: row.city,
      price_cents: row.priceCents,
      created_at: row.createdAt.toISOString(),
    })),
    total: counted?.n ?? 0,
  };
}
