import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { useBrowserSuite } from '../support/browser-suite';
import { screenshot, waitForPath } from '../support/browser';
import { loginBrowser, openAs } from '../support/login-kit';
import { DEMO_COMPANY, DEMO_COMPANY_USER, DEMO_USER } from '../support/demo';

const suite = useBrowserSuite();

/** Confirms the open Mantine confirmation modal. */
async function confirm(page: Page, label: string): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: label }).click();
}

/** A day from today as a Dutch user types it in a date field: DD-MM-YYYY. */
function typedDay(offsetDays: number): string {
  const [year, month, day] = new Date(Date.now() + offsetDays * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .split('-');
  return `${day}-${month}-${year}`;
}

describe('company lifecycle (staff)', () => {
  it('creates a company, adds its main user, signs a mandate, activates, pauses and cancels the pause', async () => {
    const page = await openAs(suite, DEMO_USER.manager, '/company');
    await page
      .getByTestId('company-table')
      .getByRole('link', { name: DEMO_COMPANY.hendriks })
      .waitFor();
    await screenshot(page, 'company-overview');

    await page.getByRole('main').getByRole('link', { name: 'Nieuw bedrijf' }).click();
    await waitForPath(page, '/company/new');
    // New companies pay in 14 days and are Dutch unless told otherwise.
    expect(await page.getByLabel('Betaaltermijn (dagen)').inputValue()).toBe('14');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Vul de bedrijfsnaam in.').waitFor();

    await page.getByLabel('Bedrijfsnaam').fill('Testbedrijf Lifecycle');
    await page.getByLabel('Postcode').fill('3511ab');
    await page.getByLabel('Huisnummer').fill('10');
    await page.getByLabel('Straat').click();
    // The address check fills in the place and shows municipality and province.
    await expect
      .poll(() => page.getByLabel('Plaats', { exact: true }).inputValue())
      .toBe('Utrecht');
    await page.getByTestId('address-area').getByText('provincie Utrecht').waitFor();
    await page.getByLabel('Straat').fill('Oudegracht');
    await page.getByLabel('E-mailadres').fill('info@lifecycle.demo.nl');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL((url) => /^\/company\/\d+$/.test(url.pathname));
    const companyPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Testbedrijf Lifecycle' }).waitFor();
    await expect
      .poll(() => page.getByTestId('company-state').first().textContent())
      .toBe('Gearchiveerd');

    // The first user becomes the main user.
    await page.getByRole('link', { name: 'Gebruiker toevoegen' }).click();
    await page.getByLabel('E-mailadres').fill('eigenaar@lifecycle.demo.nl');
    await page.getByLabel('Voornaam').fill('Eva');
    await page.getByLabel('Achternaam').fill('Eigenaar');
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await waitForPath(page, companyPath);
    const users = page.getByTestId('users-card');
    await users.getByText('Eva Eigenaar').waitFor();
    await users.getByText('Hoofdgebruiker').waitFor();

    // Activation without a mandate asks for one first, then offers the two ways.
    await page.getByRole('button', { name: 'Activeren' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('eerst een machtiging').waitFor();
    await dialog.getByLabel('Ondertekend door').fill('Eva Eigenaar');
    await dialog.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
    await dialog.getByLabel('BIC').fill('ABNANL2A');
    await dialog.getByRole('button', { name: 'Machtiging opslaan' }).click();
    await dialog.getByRole('button', { name: 'Normaal activeren' }).click();
    await page.waitForURL((url) => url.pathname === companyPath && url.hash === '#products');
    await expect.poll(() => page.getByTestId('company-state').first().textContent()).toBe('Actief');
    const sepa = page.getByTestId('sepa-card');
    await sepa.getByText('NL91 ABNA 0417 1643 00').waitFor();
    // A Dutch IBAN needs no BIC: it was dropped on save.
    expect(await sepa.getByText('ABNANL2A').count()).toBe(0);

    // Pause until a date, then cancel the pause.
    await page.getByRole('button', { name: 'Pauzeren' }).first().click();
    const pause = page.getByRole('dialog', { name: 'Bedrijf pauzeren' });
    await pause.getByLabel('Tot en met').pressSequentially(typedDay(10));
    await expect.poll(() => pause.getByLabel('Tot en met').inputValue()).toBe(typedDay(10));
    await pause.getByRole('button', { name: 'Pauzeren' }).click();
    await expect
      .poll(() => page.getByTestId('company-state').first().textContent())
      .toBe('Gepauzeerd');
    await page.getByTestId('pause-status').getByText('gepauzeerd tot').waitFor();
    await page
      .getByTestId('event-timeline')
      .getByText('Gepauzeerd', { exact: true })
      .first()
      .waitFor();
    await screenshot(page, 'company-detail');

    await page
      .getByTestId('pause-status')
      .getByRole('button', { name: 'Pauze beëindigen' })
      .click();
    await confirm(page, 'Pauze beëindigen');
    await expect.poll(() => page.getByTestId('company-state').first().textContent()).toBe('Actief');
    expect(await page.getByTestId('pause-status').count()).toBe(0);
  });
});

describe('company screens for customers', () => {
  it('lets a customer edit its company and its notification list', async () => {
    const page = await openAs(suite, DEMO_USER.customer, '/customer/company');
    await page.getByRole('heading', { name: DEMO_COMPANY.hendriks }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Bewerken' }).click();
    await page.waitForURL((url) => /^\/customer\/company\/\d+\/edit$/.test(url.pathname));
    // Only the manager changes payment terms.
    expect(await page.getByLabel('Betaaltermijn (dagen)').isDisabled()).toBe(true);
    await page.getByLabel('Telefoonnummer').fill('12345');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Vul een geldig telefoonnummer in.').waitFor();
    await page.getByLabel('Telefoonnummer').fill('030 264 7318');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await waitForPath(page, '/customer/company');
    await page.getByText('0302647318').waitFor();

    // WhatsApp lead messages cost money: switching them on asks first.
    const lists = page.getByTestId('notification-lists');
    await lists.getByRole('link', { name: 'Ruud Hendriks' }).click();
    await page.waitForURL(
      (url) => url.pathname.endsWith('/notification-list/new') && url.search.startsWith('?id='),
    );
    const whatsapp = page.getByRole('switch', { name: 'Leads via WhatsApp' });
    await whatsapp.click({ force: true });
    const modal = page.getByRole('dialog', { name: 'WhatsApp-meldingen kosten geld' });
    await modal.getByRole('button', { name: 'Annuleren' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(await whatsapp.isChecked()).toBe(false);
    await whatsapp.click({ force: true });
    await modal.getByRole('button', { name: 'Ja, zet aan' }).click();
    await expect.poll(() => whatsapp.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await waitForPath(page, '/customer/company');
    await lists.getByText('Leads via WhatsApp').waitFor();
  });
});

describe('suspects and trials', () => {
  it('starts a trial; the customer sees the welcome popup once, then the product pointer', async () => {
    const staff = await openAs(suite, DEMO_USER.manager, '/company?search=Prospect');
    await staff
      .getByTestId('company-table')
      .getByRole('link', { name: DEMO_COMPANY.prospect })
      .click();
    await staff
      .getByTestId('suspect-actions')
      .getByRole('button', { name: 'Proefperiode starten' })
      .click();
    await confirm(staff, 'Proefperiode starten');
    await expect
      .poll(() => staff.getByTestId('company-state').first().textContent())
      .toBe('Actief');

    const customer = await loginBrowser(suite, DEMO_COMPANY_USER.prospect, {
      home: '/customer/dashboard',
    });
    const welcome = customer.getByRole('dialog', { name: 'Welkom, Prospect Verbouw!' });
    await welcome.waitFor();
    await welcome.getByRole('button', { name: 'Aan de slag' }).click();
    await customer.getByRole('dialog', { name: 'Kies je producten' }).waitFor();
    // Dismissed on this device: not shown again.
    await customer.reload();
    await customer.getByRole('button', { name: 'Gebruikersmenu' }).waitFor();
    await customer.waitForTimeout(500);
    expect(await welcome.count()).toBe(0);
  });
});

describe('live company screen', () => {
  // How fast it arrives is measured by `npm run bench:live-updates`, not here.
  it("shows another user's state change without reloading", async () => {
    const watcher = await loginBrowser(suite, DEMO_USER.accountManager, {
      home: '/lead-generator/dashboard',
    });
    const actor = await loginBrowser(suite, DEMO_USER.manager, {
      home: '/lead-generator/dashboard',
    });
    const [zwart] = await suite.portal.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY.zwart));
    // The watcher's screen follows the company before the actor opens it, so the subscription
    // that starts in between is the watcher's.
    const events = suite.portal.gateway.gateway.events;
    const topic = `company:${zwart!.id}` as const;
    const startedBefore = events.listenersStarted(topic);
    await watcher.goto(`/company/${zwart!.id}`);
    await expect
      .poll(() => watcher.getByTestId('company-state').first().textContent())
      .toBe('Op zwarte lijst');
    await expect.poll(() => events.listenersStarted(topic)).toBeGreaterThan(startedBefore);

    await actor.goto('/company?search=Zwart');
    await actor
      .getByTestId('company-table')
      .getByRole('link', { name: DEMO_COMPANY.zwart })
      .click();
    await actor.waitForURL((url) => url.pathname === `/company/${zwart!.id}`);

    await actor.getByRole('button', { name: 'Status wijzigen' }).click();
    await actor.getByRole('menuitem', { name: 'Gearchiveerd' }).click();
    await confirm(actor, 'Wijzigen');
    await watcher.getByTestId('company-state').getByText('Gearchiveerd').waitFor();
    await watcher
      .getByTestId('event-timeline')
      .getByText('Op zwarte lijst → Gearchiveerd')
      .waitFor();
  });
});
