import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { loginThroughForm, screenshot, waitForPath } from '../support/browser';

const suite = useBrowserSuite();

async function open(): Promise<Page> {
  const session = await suite.open();
  return session.page;
}

// The selector's input in the header (the side switch also says "Bedrijf", as a radio label).
function selector(page: Page) {
  return page.getByRole('banner').locator('input[aria-label="Bedrijf"]');
}

function companyHeading(page: Page, name: string) {
  return page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });
}

describe('company selector', () => {
  it('lets a user of two companies pick one, and keeps the choice on the device', async () => {
    const page = await open();
    await loginThroughForm(page, 'both@demo.nl');
    await waitForPath(page, '/customer/dashboard');
    // Their first company is preselected.
    await expect.poll(() => selector(page).inputValue()).toBe('Willems Dakwerken');

    await selector(page).click();
    // Scoped to the dropdown: the header's language menu is a native select with options too.
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual(['Willems Dakwerken', 'Zeeman Badkamers']);
    await page.getByRole('option', { name: 'Zeeman Badkamers' }).click();
    await expect.poll(() => selector(page).inputValue()).toBe('Zeeman Badkamers');

    // The company screen opens the chosen company.
    await page.getByRole('link', { name: 'Mijn bedrijf' }).click();
    await waitForPath(page, '/customer/company');
    await companyHeading(page, 'Zeeman Badkamers').waitFor();
    await page.getByRole('main').getByText('Amersfoort').first().waitFor();
    await screenshot(page, 'company-selector-second-company');

    // Kept on the device: a reload still works for the chosen company.
    await page.reload();
    await companyHeading(page, 'Zeeman Badkamers').waitFor();
    await expect.poll(() => selector(page).inputValue()).toBe('Zeeman Badkamers');

    // Switching back shows the first company on the same screen.
    await selector(page).click();
    await page.getByRole('option', { name: 'Willems Dakwerken' }).click();
    await companyHeading(page, 'Willems Dakwerken').waitFor();
    expect(await companyHeading(page, 'Zeeman Badkamers').count()).toBe(0);
  });

  it('is not shown to a user of one company', async () => {
    const page = await open();
    await loginThroughForm(page, 'customer@demo.nl');
    await waitForPath(page, '/customer/dashboard');
    await page.getByRole('link', { name: 'Mijn bedrijf' }).click();
    await companyHeading(page, 'Hendriks Installatietechniek B.V.').waitFor();
    expect(await selector(page).count()).toBe(0);
  });
});
