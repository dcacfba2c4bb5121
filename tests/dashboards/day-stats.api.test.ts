import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../api/src/claims/claim.table';
import { dayStatsMismatches } from '../../api/src/dashboards/day-stats-recount';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { leads } from '../../api/src/leads/lead.table';
import { rowsOf } from '../../api/src/shared/rows';
import { clientFor } from '../companies/company-test-kit';
import { addCompany } from '../leads/lead-test-kit';
import { catalogue, linkUser } from '../plaza/plaza-test-kit';
import { assignedLeadFor, fileClaim } from '../claims/claim-test-kit';
import { startApi, type RunningApi } from '../support/api-harness';

// The day-stats tables are kept by triggers; every change below is one a write path
// of the portal can make, and after each the tables must equal a full recount.
let api: RunningApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api?.close());

async function companyFigures(companyId: number) {
  const rows = rowsOf<{ leads: number; revenue: number }>(
    await api.db.execute(sql`
      SELECT coalesce(sum(leads), 0)::int AS leads, coalesce(sum(revenue_cents), 0)::int AS revenue
        FROM assigned_lead_day_stats WHERE company_id = ${companyId}`),
  );
  return rows[0]!;
}

describe('per-day aggregates kept by the database', () => {
  it('agree with a full recount of the demo data', async () => {
    expect(await dayStatsMismatches(api.db)).toEqual([]);
  });

  it('follow new, moved, repriced and deleted leads and assignments', async () => {
    const [solar, other] = await catalogue(api.db);
    const company = await addCompany(api.db, 'utrecht');
    const first = await assignedLeadFor(api.db, solar!, company, { priceCents: 1000 });
    const second = await assignedLeadFor(api.db, solar!, company, {
      priceCents: 2000,
      assignedDaysAgo: 3,
    });
    expect(await companyFigures(company)).toEqual({ leads: 2, revenue: 3000 });

    await api.db
      .update(assignedLeads)
      .set({ priceCents: 1500 })
      .where(eq(assignedLeads.id, first.assignedLeadId));
    await api.db
      .update(leads)
      .set({ productId: other!.id, source: 'partner', createdAt: new Date(Date.now() - 9e8) })
      .where(eq(leads.id, second.leadId));
    expect(await companyFigures(company)).toEqual({ leads: 2, revenue: 3500 });
    expect(await dayStatsMismatches(api.db)).toEqual([]);

    // Deleting the lead removes its assignment by cascade.
    await api.db.delete(leads).where(eq(leads.id, second.leadId));
    expect(await companyFigures(company)).toEqual({ leads: 1, revenue: 1500 });
    await api.db.delete(assignedLeads).where(eq(assignedLeads.id, first.assignedLeadId));
    expect(await companyFigures(company)).toEqual({ leads: 0, revenue: 0 });
    expect(await dayStatsMismatches(api.db)).toEqual([]);
  });

  it('follow claims filed, accepted with a credit, and deleted', async () => {
    const [solar] = await catalogue(api.db);
    const company = await addCompany(api.db, 'eindhoven', { isPrepaid: true, balance: 10_000 });
    await linkUser(api.db, company, 'customer@demo.nl');
    const customer = await clientFor(api.url, 'customer@demo.nl');
    const claimsStaff = await clientFor(api.url, 'claims@demo.nl');
    const assigned = await assignedLeadFor(api.db, solar!, company, {
      priceCents: 2500,
      prepaid: true,
    });
    const filed = await fileClaim(customer, assigned.assignedLeadId);
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const accepted = await claimsStaff.post(`/claim/${filed.body.id}/status`, { status: 2 });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    const figures = rowsOf<{ filed: number; accepted: number; credited: number }>(
      await api.db.execute(sql`
        SELECT sum(filed)::int AS filed, sum(accepted)::int AS accepted,
               sum(credited_cents)::int AS credited
          FROM claim_day_stats WHERE company_id = ${company}`),
    );
    expect(figures[0]).toEqual({ filed: 1, accepted: 1, credited: 2500 });
    expect(await dayStatsMismatches(api.db)).toEqual([]);

    await api.db.delete(claims).where(eq(claims.id, filed.body.id));
    expect(await dayStatsMismatches(api.db)).toEqual([]);
  });

  it("are filled by the migration's backfill for rows that existed before it", async () => {
    const migration = readFileSync(
      new URL('../../api/migrations/0037_dashboards.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.slice(migration.indexOf('-- Backfill'));
    await api.db.execute(
      sql`TRUNCATE lead_day_stats, assigned_lead_day_stats, assigned_product_day_stats, claim_day_stats`,
    );
    expect((await dayStatsMismatches(api.db)).length).toBeGreaterThan(0);
    for (const statement of backfill.split(/;\s*$/m).filter((part) => /INSERT/.test(part)))
      await api.db.execute(sql.raw(statement));
    expect(await dayStatsMismatches(api.db)).toEqual([]);
  });
});
