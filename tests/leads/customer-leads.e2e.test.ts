import { describe, expect, it } from 'vitest';
import { companyPartners } from '../../api/src/companies/company-partner.table';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot } from '../support/browser';
import { leadPayload } from './lead-test-kit';

const suite = useBrowserSuite();

/** Hendriks (Utrecht) always takes zonnepanelen leads near Utrecht. */
async function sendLeadForHendriks(): Promise<string> {
  const [partner] = await suite.portal.db.select().from(companyPartners).limit(1);
  const payload = leadPayload('zonnepanelen', 'utrecht', {
    answers: { panel_count: 12, with_battery: 'yes' },
  });
  const answer = await fetch(`${suite.portal.apiUrl}/partner/${partner!.guid}/lead`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = (await answer.json()) as { status?: string };
  expect(body.status, JSON.stringify(body)).toBe('matched');
  return String(payload.family_name);
}

describe('customer lead screens', () => {
  it('a new lead appears live; the customer moves it through the pipeline and adds a CRM task', async () => {
    const page = await openAs(suite, 'customer@demo.nl', '/customer/lead');
    await page.getByRole('heading', { name: 'Mijn leads' }).waitFor();
    await page.getByTestId('assigned-lead-row').first().waitFor();

    const familyName = await sendLeadForHendriks();
    const row = page.getByTestId('assigned-lead-row').filter({ hasText: familyName });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.getByTestId('assigned-lead-state').textContent()).toBe('Nieuw');
    expect(await row.textContent()).toContain('Utrecht');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'customer-lead-list');

    await row.getByRole('link').click();
    await page.waitForURL((url) => /^\/customer\/lead\/\d+$/.test(url.pathname));
    const detailPath = new URL(page.url()).pathname;
    await page.getByTestId('lead-answers').waitFor();
    const state = page.getByTestId('assigned-lead-state');
    expect(await state.textContent()).toBe('Nieuw');

    // Step by step: open, then attention.
    const pipeline = page.getByTestId('pipeline');
    await pipeline.getByText('Open', { exact: true }).click();
    await expect.poll(() => state.textContent()).toBe('Open');
    await pipeline.getByText('Aandacht', { exact: true }).click();
    await expect.poll(() => state.textContent()).toBe('Aandacht');

    // A phone contact: the lead moves on to contact by itself.
    const form = page.getByRole('form', { name: 'Taak toevoegen' });
    const date = await form.getByLabel('Datum en tijd').textContent();
    expect(date).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:00$/);
    await form.getByLabel('Soort taak').click();
    await page.getByRole('option', { name: 'Telefonisch contact' }).click();
    await form.getByRole('switch', { name: 'Herinnering sturen' }).click({ force: true });
    await form.getByLabel('Notitie').fill('Eerste gesprek, afspraak volgt.');
    await form.getByRole('button', { name: 'Taak opslaan' }).click();
    const task = page.getByTestId('crm-task').filter({ hasText: 'Telefonisch contact' });
    await task.waitFor();
    await expect.poll(() => state.textContent()).toBe('Contact');

    expect(await page.getByTestId('lead-answers').textContent()).toContain(
      'Ook een thuisbatterij?Ja',
    );
    // Notifications close after 5 s: the screenshot shows the screen without them.
    await expect
      .poll(() => page.getByText('De wijzigingen zijn opgeslagen.').count(), { timeout: 10_000 })
      .toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'customer-lead-detail');

    // Without a type nothing is saved.
    await form.getByRole('button', { name: 'Taak opslaan' }).click();
    await form.getByText('Maak een keuze.').waitFor();
    expect(await page.getByTestId('crm-task').count()).toBe(1);

    await page.reload();
    await page.waitForURL((url) => url.pathname === detailPath);
    await page.getByTestId('crm-task').first().waitFor();
    expect(await page.getByTestId('assigned-lead-state').textContent()).toBe('Contact');
    const saved = page.getByTestId('crm-task').filter({ hasText: 'Telefonisch contact' });
    expect(await saved.textContent()).toContain('Eerste gesprek, afspraak volgt.');
    expect(await saved.textContent()).toContain('Herinnering');
  });
});
