import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { companyPartners } from '../../api/src/companies/company-partner.table';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot } from '../support/browser';
import { addCompany, leadPayload, takeProduct } from './lead-test-kit';

const suite = useBrowserSuite();

/** A zonnepanelen lead in Utrecht through the partner API; answers its id and family name. */
async function sendPartnerLead(): Promise<{ id: number; familyName: string }> {
  const [partner] = await suite.portal.db.select().from(companyPartners).limit(1);
  const payload = leadPayload('zonnepanelen', 'utrecht');
  const answer = await fetch(`${suite.portal.apiUrl}/partner/${partner!.guid}/lead`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = (await answer.json()) as { lead_id: number };
  expect(answer.status, JSON.stringify(body)).toBe(201);
  return { id: body.lead_id, familyName: String(payload.family_name) };
}

/** Notifications close after 5 s each (queued ones after that): screenshots without them. */
async function waitForNotificationsToClose(page: Page) {
  // A notification under the mouse pointer stays open.
  await page.mouse.move(0, 0);
  await expect
    .poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 15_000 })
    .toBe(0);
}

describe('staff lead actions', () => {
  it('adds a call note and marks the lead bad with a reason', async () => {
    const lead = await sendPartnerLead();
    const page = await openAs(suite, 'manager@demo.nl', `/lead-generator/lead/${lead.id}`);
    await page.getByTestId('lead-call-notes').waitFor();

    const callNotes = page.getByTestId('lead-call-notes');
    await callNotes
      .getByLabel('Belnotitie toevoegen')
      .fill('Teruggebeld, wil volgende week een offerte.');
    await callNotes.getByRole('button', { name: 'Opslaan' }).click();
    const note = callNotes.getByTestId('lead-note');
    await note.waitFor();
    expect(await note.textContent()).toContain('Teruggebeld, wil volgende week een offerte.');
    // The author is the logged-in manager.
    expect(await note.textContent()).toMatch(/Marieke de Vries · \d{2}-\d{2}-\d{4}/);
    expect(await page.getByTestId('lead-note-notes').getByTestId('lead-note').count()).toBe(0);

    // Asking for a phone number mails the consumer and shows when it was last asked.
    expect(await page.getByTestId('lead-phone-requested').textContent()).toContain('nog nooit');
    await page.getByRole('button', { name: 'Om telefoonnummer vragen' }).click();
    const ask = page.getByRole('dialog', { name: 'Om telefoonnummer vragen?' });
    await ask.getByRole('button', { name: 'Om telefoonnummer vragen' }).click();
    await page.getByText('De e-mail is verstuurd.').waitFor();
    await expect
      .poll(() => page.getByTestId('lead-phone-requested').textContent())
      .toMatch(/gevraagd: \d{2}-\d{2}-\d{4}/);

    // An attachment: uploaded through the drop zone, listed with a link, deleted after asking.
    await page
      .getByTestId('lead-attachment-dropzone')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'offerte-aanvraag.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%demo\n'),
      });
    const attachment = page.getByTestId('lead-attachment');
    await attachment.waitFor();
    expect(await attachment.getByRole('link').getAttribute('href')).toMatch(/attachment/);
    await attachment.getByRole('button', { name: 'offerte-aanvraag.pdf verwijderen' }).click();
    const remove = page.getByRole('dialog', { name: 'Bijlage verwijderen?' });
    await remove.getByRole('button', { name: 'Verwijderen' }).click();
    await expect.poll(() => page.getByTestId('lead-attachment').count()).toBe(0);

    // Marking bad asks for a reason in the bad-lead modal.
    await page.getByRole('button', { name: 'Slecht markeren' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Lead slecht markeren').waitFor();
    await dialog.getByLabel('Onbereikbaar').check();
    await dialog.getByRole('button', { name: 'Slecht markeren' }).click();
    await page.getByTestId('lead-status-bad').waitFor();
    expect(await page.getByTestId('lead-status-bad').textContent()).toBe('Slecht');
    expect(await page.getByTestId('lead-bad-reason').textContent()).toBe('Slecht: Onbereikbaar');
    // The modal closes and the button goes: a bad lead stays bad.
    await expect.poll(() => page.getByRole('button', { name: 'Slecht markeren' }).count()).toBe(0);

    await waitForNotificationsToClose(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'lead-detail-actions');
  });

  it('assigns a lead by hand from the match modal', async () => {
    // Takes solar panels in Utrecht but its product is paused: matching passes it over.
    const companyId = await addCompany(suite.portal.db, 'utrecht', { name: 'Zon op Maat Utrecht' });
    await takeProduct(suite.portal.db, companyId, 'zonnepanelen', { paused: true });
    const lead = await sendPartnerLead();

    const page = await openAs(suite, 'manager@demo.nl', `/lead-generator/lead/${lead.id}`);
    await page.getByRole('button', { name: 'Koppelen' }).click();
    const modal = page.getByRole('dialog', { name: 'Koppelen aan een bedrijf' });
    await modal.getByTestId('near-matches').waitFor();
    // The map shows the lead and the companies around it, even without tiles.
    await modal.locator('.match-marker-lead').waitFor();
    expect(await modal.locator('path.leaflet-interactive').count()).toBeGreaterThan(1);

    const row = modal.getByTestId('near-match').filter({ hasText: 'Zon op Maat Utrecht' });
    await row.waitFor();
    expect(await row.getByTestId('near-match-reasons').textContent()).toContain(
      'Product gepauzeerd',
    );
    expect(await row.textContent()).toMatch(/\d+,\d km/);
    // Hendriks got it from matching: its row cannot be assigned again.
    const hendriks = modal.getByTestId('near-match').filter({ hasText: 'Hendriks' });
    expect(await hendriks.getByTestId('near-match-reasons').textContent()).toContain(
      'Heeft de lead al',
    );
    expect(await hendriks.getByRole('button', { name: 'Toewijzen' }).isDisabled()).toBe(true);
    await screenshot(page, 'match-modal');

    await row.getByRole('button', { name: 'Toewijzen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Lead toewijzen?' });
    await confirm.getByText('De lead wordt toegewezen aan Zon op Maat Utrecht.').waitFor();
    await confirm.getByRole('button', { name: 'Toewijzen' }).click();
    await page.getByText('De lead is toegewezen.').waitFor();
    await expect
      .poll(() => row.getByTestId('near-match-reasons').textContent())
      .toContain('Heeft de lead al');

    await page.keyboard.press('Escape');
    const assigned = page.getByTestId('lead-assignment').filter({ hasText: 'Zon op Maat Utrecht' });
    await assigned.waitFor();
    expect(await assigned.textContent()).toContain('Handmatig');
  });

  it('adds a lead through the staff form and lands on its detail', async () => {
    const page = await openAs(suite, 'manager@demo.nl', '/lead-generator/lead');
    // The export follows the list's filters, 1,000 leads a file.
    await expect
      .poll(() => page.getByTestId('lead-csv').getAttribute('href'))
      .toMatch(/^\/export\/leads\.csv\?.*startDate=\d+/);
    await page.getByRole('link', { name: 'Nieuwe lead' }).click();
    await page.waitForURL((url) => url.pathname === '/lead-generator/lead/new');
    await page.goto('/lead-generator/lead/new?new=zonnepanelen');
    const form = page.getByTestId('lead-form');
    await form.getByRole('heading', { name: 'Nieuwe lead' }).waitFor();
    await form.getByLabel('Type dak').waitFor();

    // The shared rules run before anything is sent.
    await form.getByRole('button', { name: 'Lead opslaan' }).click();
    await form.getByText('Vul de achternaam in.').waitFor();

    const email = `jan.${Date.now()}@example.nl`;
    await form.getByLabel('Voornaam', { exact: true }).fill('Jan');
    await form.getByLabel(/^Achternaam/).fill('Bakker');
    await form.getByLabel(/^E-mailadres/).fill(email);
    await form.getByLabel('Telefoonnummer', { exact: true }).fill('0302345678');
    await form.getByLabel(/^Postcode/).fill('3511 AB');
    await form.getByLabel(/^Huisnummer/).fill('12');
    await form.getByLabel(/^Straat/).fill('Oudegracht');
    await form.getByLabel(/^Plaats/).fill('Utrecht');
    await form.getByLabel('Bouwjaar', { exact: true }).fill('1975');
    await form.getByLabel('Aantal panelen').fill('14');
    await form.getByLabel('Ook een thuisbatterij?').click();
    await page.getByRole('option', { name: 'Ja', exact: true }).click();
    await form.getByLabel('Toelichting').fill('Plat dak, graag zwarte panelen.');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'lead-add');

    await form.getByRole('button', { name: 'Lead opslaan' }).click();
    await page.waitForURL((url) => /^\/lead-generator\/lead\/\d+$/.test(url.pathname));
    await page.getByText('De lead is toegevoegd.').waitFor();
    await page.getByRole('heading', { name: /Zonnepanelen – Jan Bakker/ }).waitFor();
    await page
      .getByTestId('lead-assignment')
      .filter({ hasText: 'Hendriks Installatietechniek' })
      .waitFor();
    expect(await page.getByTestId('lead-answers').textContent()).toContain('14');
  });

  it('lets a partner user add a lead and shows what became of it', async () => {
    const page = await openAs(suite, 'partner@demo.nl', '/partner/lead-add?product=zonnepanelen');
    const form = page.getByTestId('lead-form');
    await form.getByRole('heading', { name: 'Lead toevoegen' }).waitFor();
    await form.getByLabel('Type dak').waitFor();

    await form.getByLabel(/^Achternaam/).fill('Smit');
    await form.getByLabel(/^E-mailadres/).fill(`smit.${Date.now()}@example.nl`);
    await form.getByLabel('Telefoonnummer', { exact: true }).fill('0302345678');
    await form.getByLabel(/^Postcode/).fill('3511 AB');
    await form.getByLabel(/^Huisnummer/).fill('40');
    await form.getByLabel(/^Straat/).fill('Oudegracht');
    await form.getByLabel(/^Plaats/).fill('Utrecht');
    await form.getByRole('button', { name: 'Lead opslaan' }).click();

    await page.getByText(/Lead \d+ is toegevoegd/).waitFor();
    // The form is emptied for the next lead, still for the same product.
    await expect.poll(() => form.getByLabel(/^Achternaam/).inputValue()).toBe('');
    expect(await page.url()).toContain('/partner/lead-add');
    await form.getByLabel('Type dak').waitFor();
  });
});
