import type { Page } from 'playwright-core';
import { and, desc, eq, gte, ne, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '#domain/shared/format-money';
import { isValidPhone } from '#domain/shared/validators/phone';
import { claims } from '../../api/src/claims/claim.table';
import { companies } from '../../api/src/companies/company.table';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { leads } from '../../api/src/leads/lead.table';
import { useBrowserSuite } from '../support/browser-suite';
import { screenshot } from '../support/browser';
import { openAs } from '../support/login-kit';
import { DEMO_COMPANY, DEMO_USER } from '../support/demo';

const suite = useBrowserSuite();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A recent lead of the prepaid demo company Willems that nobody claimed, with a good number. */
async function claimableLead(): Promise<{ id: number; priceCents: number; companyId: number }> {
  const db = suite.portal.db;
  const [willems] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANY.willems));
  const rows = await db
    .select({
      id: assignedLeads.id,
      priceCents: assignedLeads.priceCents,
      phone: leads.phoneNumber,
      email: leads.email,
    })
    .from(assignedLeads)
    .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
    .where(
      and(
        eq(assignedLeads.companyId, willems!.id),
        ne(assignedLeads.state, 8),
        gte(assignedLeads.createdAt, new Date(Date.now() - 20 * 86_400_000)),
        notInArray(assignedLeads.id, db.select({ id: claims.assignedLeadId }).from(claims)),
      ),
    )
    .orderBy(desc(assignedLeads.id));
  const row = rows.find(
    (r) => r.priceCents > 0 && isValidPhone(r.phone ?? '') && r.email !== DEMO_USER.consumer,
  );
  if (!row) throw new Error('no claimable demo lead at Willems');
  return { id: row.id, priceCents: row.priceCents, companyId: willems!.id };
}

const balanceShown = async (page: Page) =>
  (await page.getByTestId('claim-credit-amount').textContent())?.trim();

describe('claims in the portal', () => {
  it('a customer claims a lead with proof, staff accept it and the balance shows the refund', async () => {
    const lead = await claimableLead();
    const [company] = await suite.portal.db
      .select({ balance: companies.balance })
      .from(companies)
      .where(eq(companies.id, lead.companyId));

    // The customer files the claim from its lead, with a screenshot as proof.
    const customer = await openAs(suite, DEMO_USER.both, `/customer/lead/${lead.id}`);
    await customer.getByRole('link', { name: 'Claim indienen' }).click();
    await customer.waitForURL((url) => url.pathname === '/customer/claim/new');
    await customer.getByRole('combobox', { name: 'Reden' }).click();
    await customer.getByRole('option', { name: 'Geen contact mogelijk' }).click();
    await customer.getByLabel('Toelichting').fill('Vijf keer gebeld, nooit opgenomen.');
    await customer
      .locator('input[type="file"]')
      .setInputFiles({ name: 'belgeschiedenis.png', mimeType: 'image/png', buffer: PNG });
    await customer.getByRole('button', { name: 'Claim indienen' }).click();
    await customer.waitForURL((url) => url.pathname === '/customer/claim');
    await customer.getByText('Je claim is ontvangen.').waitFor();
    expect(await balanceShown(customer)).toBe(formatMoney(company!.balance));
    const [filed] = await suite.portal.db
      .select()
      .from(claims)
      .where(eq(claims.assignedLeadId, lead.id));
    expect(filed!.proofName).toBe('belgeschiedenis.png');

    // Claims staff pass it to the call center: the customer reads "in behandeling".
    const staff = await openAs(suite, DEMO_USER.claims, '/lead-generator/claim?filter=new');
    await staff.getByTestId('claim-row').first().waitFor();
    await screenshot(staff, 'claim-list');
    await staff.goto(`/lead-generator/claim?filter=new&claim=${filed!.id}`);
    const detail = staff.getByTestId('claim-detail');
    await detail.getByText('belgeschiedenis.png').waitFor();
    await staff.getByRole('button', { name: 'Callcenter' }).click();
    await staff.getByText('De wijzigingen zijn opgeslagen.').first().waitFor();
    await customer.reload();
    // By its id attribute: the id as text also stands in dates and amounts of other rows.
    const row = customer.locator(`[data-testid="claim-row"][data-claim-id="${filed!.id}"]`);
    await expect.poll(() => row.getByTestId('claim-status').textContent()).toBe('In behandeling');

    // Acceptance asks first, then pays the price back on the prepaid balance.
    await staff.getByRole('button', { name: 'Geaccepteerd' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Accepteren' }).click();
    await staff
      .getByText('Deze claim is geaccepteerd en kan niet meer worden gewijzigd.')
      .waitFor();
    await screenshot(staff, 'claim-accepted');
    await customer.reload();
    await expect.poll(() => row.getByTestId('claim-status').textContent()).toBe('Geaccepteerd');
    expect(await balanceShown(customer)).toBe(formatMoney(company!.balance + lead.priceCents));
    await screenshot(customer, 'customer-claims');

    // The monthly statistics count it among this month's accepted claims.
    await staff.goto('/claim-overview');
    await staff.getByTestId('claim-chart').waitFor();
    const thisMonth = new Date().toISOString().slice(0, 7);
    await staff.getByTestId('claim-stats-table').getByText(thisMonth).waitFor();
    await screenshot(staff, 'claim-overview');
  });

  it('tells a manager why a claim is read-only, and keeps amount and status in view beside the open claim at 1440 px', async () => {
    const page = await openAs(suite, DEMO_USER.manager, '/lead-generator/claim?filter=all', {
      viewport: { width: 1440, height: 900 },
    });
    await page.getByTestId('claim-row').first().click();
    await page.getByTestId('claim-detail').waitFor();
    await screenshot(page, 'claim-manager-read-only');

    // Only the claims role decides claims: the manager is told so instead of finding no buttons.
    expect
      .soft(
        await page
          .getByText(/^Alleen de claimafdeling \(rol Claims\) kan deze claim behandelen/)
          .count(),
      )
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Geaccepteerd' }).count()).toBe(0);

    // Every row's amount and status lie inside the table's visible area and the window.
    const table = page.getByTestId('claim-table');
    const visibleRight = await table.evaluate((element) => {
      let right = Math.min(element.getBoundingClientRect().right, window.innerWidth);
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible')
          right = Math.min(right, parent.getBoundingClientRect().right);
      return right;
    });
    const headers = await table.locator('thead th').allTextContents();
    const rows = page.getByTestId('claim-row');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const column of ['Bedrag', 'Status']) {
      const cells = rows.locator(`td:nth-child(${headers.indexOf(column) + 1})`);
      const rights = await cells.evaluateAll((tds) =>
        tds.map((td) => Math.round(td.getBoundingClientRect().right)),
      );
      expect.soft(Math.max(...rights), column).toBeLessThanOrEqual(Math.ceil(visibleRight));
      // Nor is their text cut short inside the cell (a badge shortened to "GEA…").
      const clipped = await cells.evaluateAll((tds) =>
        tds.flatMap((td) =>
          [td, ...td.querySelectorAll('*')]
            .filter((element) => element.scrollWidth > element.clientWidth + 1)
            .map((element) => element.textContent),
        ),
      );
      expect.soft(clipped, column).toEqual([]);
    }
  });
});
