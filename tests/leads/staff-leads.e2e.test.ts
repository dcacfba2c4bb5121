import { describe, expect, it } from 'vitest';
import { companyPartners } from '../../api/src/companies/company-partner.table';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot } from '../support/browser';
import { leadPayload } from './lead-test-kit';

const suite = useBrowserSuite();

/** A zonnepanelen lead at Hendriks' door in Utrecht, sent through the partner API. */
async function sendPartnerLead(extra: Record<string, unknown> = {}) {
  const [partner] = await suite.portal.db.select().from(companyPartners).limit(1);
  const payload = leadPayload('zonnepanelen', 'utrecht', extra);
  const answer = await fetch(`${suite.portal.apiUrl}/partner/${partner!.guid}/lead`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = (await answer.json()) as Record<string, unknown>;
  expect(answer.status, JSON.stringify(body)).toBe(201);
  return { payload, body };
}

describe('staff lead screens', () => {
  it('verifies a lead on hold from the on-hold list, and sees it matched', async () => {
    // A Belgian mobile number for a Dutch address: on hold with reason phone.
    const { payload } = await sendPartnerLead({
      phone_number: '+32 470 28 91 63',
      answers: { panel_count: 12, with_battery: 'maybe' },
    });
    const familyName = String(payload.family_name);

    const page = await openAs(suite, 'manager@demo.nl', '/lead-generator/lead_on_hold');
    await page.getByRole('heading', { name: 'Leads in de wacht' }).waitFor();
    // The menu counts the leads waiting for verification.
    const onHoldCount = async () => Number(await page.getByTestId('on-hold-count').textContent());
    await expect.poll(onHoldCount).toBeGreaterThan(0);
    const waiting = await onHoldCount();

    const row = page.getByTestId('lead-row').filter({ hasText: familyName });
    await row.waitFor();
    expect(await row.textContent()).toContain('Telefoonnummer');
    expect(await row.getByTestId('lead-status-onHold').textContent()).toBe('In de wacht');
    await row.getByRole('link', { name: `Sanne ${familyName}` }).click();
    await page.waitForURL((url) => /^\/lead-generator\/lead\/\d+$/.test(url.pathname));

    await page.getByTestId('lead-hold-reasons').waitFor();
    expect(await page.getByTestId('lead-hold-reasons').textContent()).toContain('Telefoonnummer');
    expect(await page.getByTestId('lead-assignment').count()).toBe(0);
    await page.getByTestId('lead-answers').waitFor();

    // Verify asks first; confirming matches the lead at once.
    await page.getByRole('button', { name: 'Verifiëren' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Lead verifiëren?').waitFor();
    await dialog.getByRole('button', { name: 'Verifiëren' }).click();
    await page.getByText('De wijzigingen zijn opgeslagen.').waitFor();

    const hendriks = page
      .getByTestId('lead-assignment')
      .filter({ hasText: 'Hendriks Installatietechniek' });
    await hendriks.waitFor();
    expect(await hendriks.getByTestId('assigned-lead-state').textContent()).toBe('Nieuw');
    expect(await hendriks.getByRole('link').getAttribute('href')).toMatch(/^\/company\/\d+$/);
    await expect.poll(() => page.getByTestId('lead-status-onHold').count()).toBe(0);
    await expect.poll(onHoldCount).toBe(waiting - 1);
    // The verify button goes with the screen's next render of the lead, not with the counter.
    await expect.poll(() => page.getByRole('button', { name: 'Verifiëren' }).count()).toBe(0);
    expect(await page.getByTestId('lead-answers').textContent()).toContain('Weet ik nog niet');
    // Notifications close after 5 s: the screenshot shows the screen without them.
    await expect
      .poll(() => page.getByText('De wijzigingen zijn opgeslagen.').count(), { timeout: 10_000 })
      .toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'lead-detail');

    // The list no longer holds it.
    await page.getByRole('link', { name: 'Terug naar de leads' }).click();
    await page.getByTestId('lead-table').waitFor();
    await page.goto('/lead-generator/lead_on_hold');
    await page.getByTestId('lead-table').waitFor();
    await expect
      .poll(() => page.getByTestId('lead-row').filter({ hasText: familyName }).count())
      .toBe(0);
  });

  it('lists the newest leads of the last 7 days, searches, and shows a new lead live', async () => {
    const page = await openAs(suite, 'manager@demo.nl', '/lead-generator/lead');
    await page.getByTestId('lead-row').first().waitFor();
    expect(await page.getByTestId('lead-total').textContent()).toMatch(/van \d+ leads/);

    const { payload } = await sendPartnerLead();
    const familyName = String(payload.family_name);
    // Arrives without a reload, on top (newest first).
    await expect
      .poll(() => page.getByTestId('lead-row').first().textContent(), { timeout: 10_000 })
      .toContain(familyName);

    await page.getByLabel('Zoeken').fill(familyName);
    await page.getByLabel('Zoeken').blur();
    await page.waitForURL((url) => url.searchParams.get('search') === familyName);
    await expect.poll(() => page.getByTestId('lead-row').count()).toBe(1);

    // Oldest first: the lead just sent moves from the top of the list to the end.
    await page.getByLabel('Zoeken').fill('');
    await page.getByLabel('Zoeken').blur();
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await page.getByLabel('Sorteren', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Oudste eerst' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'created_asc');
    await expect
      .poll(() => page.getByTestId('lead-row').first().textContent())
      .not.toContain(familyName);
  });
});
