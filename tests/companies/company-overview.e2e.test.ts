import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';

const suite = useBrowserSuite();

const tableNames = (page: Page) =>
  page.getByTestId('company-table').locator('tbody a').allTextContents();

describe('company overview', () => {
  it('keeps its filters in the URL: debounced search, bookmarks, back button and CSV export', async () => {
    const page = await openAs(suite, 'manager@demo.nl', '/company');
    await page.getByTestId('company-table').getByRole('link', { name: 'Zwart Bouw' }).waitFor();
    expect(await page.getByTestId('company-total').textContent()).toMatch(/van \d+ bedrijven/);

    await page.getByLabel('Zoeken').fill('Dakwerken');
    // Nothing is searched while typing; half a second later the URL holds the search.
    expect(new URL(page.url()).search).toBe('');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Dakwerken');
    await expect.poll(() => tableNames(page)).toEqual(['Willems Dakwerken']);
    expect(await page.getByTestId('company-total').textContent()).toBe('1–1 van 1 bedrijven');

    // The CSV export follows the same filters.
    const href = await page.getByRole('link', { name: 'Exporteren (CSV)' }).getAttribute('href');
    expect(href).toBeTruthy();
    const csv = await page
      .context()
      .request.get(new URL(href!, suite.portal.gatewayUrl).toString());
    expect(csv.ok()).toBe(true);
    const text = await csv.text();
    expect(text).toContain('Willems Dakwerken');
    expect(text).not.toContain('Hendriks');

    // A bookmarked view opens with its filters.
    await page.goto('/company?state=paused');
    await expect.poll(() => tableNames(page)).toEqual(['Bos Verwarming']);
    expect(await page.getByLabel('Zoeken').inputValue()).toBe('');

    // Back restores the earlier view, search box included.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('search') === 'Dakwerken');
    await expect.poll(() => tableNames(page)).toEqual(['Willems Dakwerken']);
    expect(await page.getByLabel('Zoeken').inputValue()).toBe('Dakwerken');

    // Leaving the box searches at once.
    await page.getByLabel('Zoeken').fill('Kok');
    await page.getByLabel('Zoeken').blur();
    await page.waitForURL((url) => url.searchParams.get('search') === 'Kok', { timeout: 400 });
    await expect.poll(() => tableNames(page)).toEqual(['Kok Tuinaanleg']);
  });

  it('refuses a stale save with the data-outdated message and keeps what the user typed', async () => {
    const first = await openAs(suite, 'manager@demo.nl', '/company?search=Meijer');
    await first
      .getByTestId('company-table')
      .getByRole('link', { name: 'Meijer Schilders' })
      .click();
    await first.waitForURL((url) => /^\/company\/\d+$/.test(url.pathname));
    const editPath = `${new URL(first.url()).pathname}/edit`;
    const [, second] = await Promise.all([
      first.goto(editPath),
      openAs(suite, 'manager@demo.nl', editPath),
    ]);
    await first.getByLabel('Website').waitFor();
    await second.getByLabel('Website').waitFor();

    await first.getByLabel('Website').fill('meijer-schilders.nl');
    await first.getByRole('button', { name: 'Opslaan' }).click();
    await first.waitForURL((url) => !url.pathname.endsWith('/edit'));

    await second.getByLabel('Telefoonnummer').fill('053 431 7788');
    await second.getByRole('button', { name: 'Opslaan' }).click();
    await second.getByText('Iemand anders heeft deze gegevens intussen gewijzigd').waitFor();
    expect(new URL(second.url()).pathname).toBe(editPath);
    expect(await second.getByLabel('Telefoonnummer').inputValue()).toBe('053 431 7788');
  });

  it('shows the debt-claim message when blacklisting a company with open debt yields debtclaim', async () => {
    const page = await openAs(suite, 'manager@demo.nl', '/company?search=Kozijnen');
    await page.getByTestId('company-table').getByRole('link', { name: 'Kozijnen Noord' }).click();
    await page.waitForURL((url) => /^\/company\/\d+$/.test(url.pathname));
    await page.getByRole('button', { name: 'Status wijzigen' }).click();
    await page.getByRole('menuitem', { name: 'Op zwarte lijst' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Wijzigen' }).click();
    await page.getByText('De status is gewijzigd naar incasso.').waitFor();
    await expect
      .poll(() => page.getByTestId('company-state').first().textContent())
      .toBe('Naar incasso');
  });
});
