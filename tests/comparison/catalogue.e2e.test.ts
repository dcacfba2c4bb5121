import { describe, expect, it } from 'vitest';
import { gtinCheckDigit } from '#domain/comparison/gtin';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot } from '../support/browser';

const suite = useBrowserSuite();

/** A valid EAN-13 no demo product has (the demo uses the 87 prefix). */
let serial = Date.now() % 1_000_000_000;
function freshEan() {
  serial += 1;
  const body = `50${String(serial).padStart(10, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

const SPECS_PATH = /^\/comparison\/product\/(\d+)\/specs$/;

describe('the comparison catalogue', () => {
  it('an editor creates a product, gives it specs and an extra EAN, and clones it', async () => {
    const page = await openAs(suite, 'comparison@demo.nl', '/comparison/core-product');
    const heatPumps = page.getByRole('row', { name: /Warmtepompen/ });
    await heatPumps.waitFor();
    await screenshot(page, 'comparison-core-products');
    await heatPumps.getByRole('link', { name: 'Nieuw product' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/comparison/product/new/'));

    const ean = freshEan();
    await page.getByLabel('Naam').fill('Testpomp Aqua 8 kW');
    await page.getByLabel(/^EAN( \*)?$/).fill(ean);
    await page.getByLabel('Pluspunten').fill('Stil\nZuinig');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL((url) => SPECS_PATH.test(url.pathname));
    const originalPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Testpomp Aqua 8 kW' }).waitFor();

    // Specs: two values typed, saved, and still there after a reload.
    await page.getByLabel('Vermogen (kW)').fill('8');
    await page.getByLabel('Type', { exact: true }).fill('hybride');
    await page.getByRole('button', { name: 'Specificaties opslaan' }).click();
    await page.getByText('De wijzigingen zijn opgeslagen.').first().waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Vermogen (kW)').inputValue()).toBe('8');

    // An extra EAN, typed with spaces around it.
    const extra = freshEan();
    await page.getByLabel("EAN's toevoegen").fill(` ${extra} `);
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await page.getByText('EAN toegevoegd.').first().waitFor();
    await expect.poll(() => page.getByTestId('additional-eans').textContent()).toContain(extra);
    await screenshot(page, 'comparison-product-specs');

    // The clone gets the specs, under its own name and EAN, and opens on its specs.
    await page.getByRole('link', { name: 'Kopiëren' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/clone'));
    await page.getByLabel(/^EAN( \*)?$/).fill(freshEan());
    await page.getByRole('button', { name: 'Kopie opslaan' }).click();
    await page.waitForURL((url) => SPECS_PATH.test(url.pathname) && url.pathname !== originalPath);
    await page.getByRole('heading', { name: 'Testpomp Aqua 8 kW (kopie)' }).waitFor();
    await expect.poll(() => page.getByLabel('Vermogen (kW)').inputValue()).toBe('8');

    // The original's EAN is refused on the clone.
    await page.getByLabel("EAN's toevoegen").fill(ean);
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await page.getByText('EAN bestaat al.').first().waitFor();
    await expect.poll(() => page.getByTestId('additional-eans').textContent()).not.toContain(ean);
  });
});
