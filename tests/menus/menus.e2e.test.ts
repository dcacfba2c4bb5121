import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot, waitForPath } from '../support/browser';

const suite = useBrowserSuite();

const row = (page: Page, label: string) =>
  page.locator(`[data-testid="menu-item"][data-label="${label}"]`);

/** Adds a top-level item from /menu: to a page through the page selector, or to an address. */
async function addItem(page: Page, label: string, link: { page: string } | { address: string }) {
  await page.getByRole('link', { name: 'Nieuw item' }).click();
  await page.getByRole('heading', { name: 'Nieuw menu-item' }).waitFor();
  await page.getByRole('textbox', { name: 'Tekst' }).fill(label);
  if ('page' in link) {
    await page.getByRole('button', { name: 'Pagina kiezen' }).click();
    await page
      .getByTestId('selector-page')
      .getByRole('button', { name: link.page, exact: true })
      .click();
  } else {
    await page.getByRole('switch', { name: 'Externe link' }).check();
    await page.getByRole('textbox', { name: 'Adres' }).fill(link.address);
  }
  await page.getByRole('button', { name: 'Toevoegen' }).click();
  await waitForPath(page, '/menu');
  await row(page, label).waitFor();
}

describe('menus', () => {
  it('an editor builds a three-level menu by dragging', async () => {
    const page = await openAs(suite, 'cms@demo.nl', '/menu', {
      viewport: { width: 1280, height: 900 },
    });
    await page.getByRole('heading', { name: 'Menu', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Website' }).click();
    await page.getByRole('option', { name: 'Verbouwkosten' }).click();
    await row(page, 'Dakkapel').waitFor();

    await addItem(page, 'Verwarming', { page: '/contact' });
    await addItem(page, 'Vloerverwarming', { address: 'www.vloerverwarming.example.nl' });
    await addItem(page, 'Elektrisch', { page: '/tips' });
    for (const label of ['Verwarming', 'Vloerverwarming', 'Elektrisch'])
      expect(await row(page, label).getAttribute('data-depth')).toBe('0');

    // Dropped on the middle of another item: it hangs under that item.
    await row(page, 'Vloerverwarming').dragTo(row(page, 'Verwarming'));
    await expect.poll(() => row(page, 'Vloerverwarming').getAttribute('data-depth')).toBe('1');
    await row(page, 'Elektrisch').dragTo(row(page, 'Vloerverwarming'));
    await expect.poll(() => row(page, 'Elektrisch').getAttribute('data-depth')).toBe('2');

    // Three levels, each right under its parent in the tree.
    const labels = await page
      .getByTestId('menu-item')
      .evaluateAll((rows) =>
        rows.map((r) => `${r.getAttribute('data-depth')}:${r.getAttribute('data-label')}`),
      );
    const at = labels.indexOf('0:Verwarming');
    expect(labels.slice(at, at + 3)).toEqual(['0:Verwarming', '1:Vloerverwarming', '2:Elektrisch']);

    // The arrows do the same from the keyboard: one level up and back again.
    await page.getByRole('button', { name: '“Elektrisch” een niveau hoger zetten' }).click();
    await expect.poll(() => row(page, 'Elektrisch').getAttribute('data-depth')).toBe('1');
    await page.getByRole('button', { name: '“Elektrisch” onder het item erboven hangen' }).click();
    await expect.poll(() => row(page, 'Elektrisch').getAttribute('data-depth')).toBe('2');

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'cms-menu-tree');

    // Deleting asks first and says how many items go.
    await row(page, 'Verwarming').getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByText('Er verdwijnen 3 items').waitFor();
    await page.getByRole('button', { name: '3 items verwijderen' }).click();
    await expect.poll(() => row(page, 'Elektrisch').count()).toBe(0);
  });

  it('a product-menu item starts with the info icon and may name a product', async () => {
    const page = await openAs(suite, 'cms@demo.nl', '/product-menu', {
      viewport: { width: 1280, height: 900 },
    });
    await page.getByRole('heading', { name: 'Productmenu', exact: true }).waitFor();
    await row(page, 'Dakkapel').getByRole('link', { name: 'Subitem toevoegen' }).click();
    await page.getByRole('heading', { name: 'Nieuw productmenu-item' }).waitFor();
    await page.getByText('Komt onder “Dakkapel”.').waitFor();
    expect(await page.getByRole('combobox', { name: 'Icoon' }).inputValue()).toBe('Informatie');
    await page.getByRole('textbox', { name: 'Tekst' }).fill('Dakkapel plaatsen');
    await page.getByRole('button', { name: 'Pagina kiezen' }).click();
    await page
      .getByTestId('selector-page')
      .getByRole('button', { name: '/dakkapel', exact: true })
      .click();
    await page.getByRole('combobox', { name: 'Product' }).click();
    await page.getByRole('option', { name: 'Dakkapel' }).click();
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await waitForPath(page, '/product-menu');
    await expect.poll(() => row(page, 'Dakkapel plaatsen').getAttribute('data-depth')).toBe('1');
    await row(page, 'Dakkapel plaatsen').getByText('Informatie').waitFor();
  });
});
