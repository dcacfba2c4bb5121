import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot } from '../support/browser';

const suite = useBrowserSuite();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('certifications', () => {
  it('an editor creates a certification requiring a certificate and gives it to a company, with a file', async () => {
    const page = await openAs(suite, 'cms@demo.nl', '/certification/new');
    await page.getByLabel('Naam').fill('Warmtepomp monteur');
    await page.getByLabel(/^Instantie/).fill('Kiwa');
    await page.getByLabel(/^Code van de instantie/).fill('kiwa');
    await page.getByLabel('Certificaat verplicht').check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL((url) => /^\/certification\/\d+$/.test(url.pathname));
    await page.getByText('Nog geen bedrijf heeft deze certificering.').waitFor();

    await page.getByRole('combobox', { name: 'Bedrijf' }).fill('Zeeman');
    await page.getByRole('option', { name: 'Zeeman Badkamers' }).click();
    await page.getByRole('button', { name: 'Verder' }).click();
    await page.waitForURL((url) => /^\/company\/\d+\/certification\/new$/.test(url.pathname));

    // Saved without a file: the api refuses and the form says what is missing.
    await page.getByText('Deze certificering vraagt om een certificaat.').waitFor();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Voeg eerst een bestand toe.').first().waitFor();
    expect(page.url()).toMatch(/\/certification\/new/);

    await page.locator('input[type="file"]').setInputFiles({
      name: 'certificaat-kiwa.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL((url) => /^\/company\/\d+\/certification\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Warmtepomp monteur' }).waitFor();
    await expect
      .poll(() => page.getByTestId('certification-state').first().textContent())
      .toBe('Geldig');
    await page.getByRole('link', { name: 'certificaat-kiwa.pdf' }).first().waitFor();
    await screenshot(page, 'company-certification');

    // The certification now lists the company.
    await page.getByRole('link', { name: 'Terug naar de certificering' }).click();
    await page
      .getByTestId('certification-holders')
      .getByRole('link', { name: 'Zeeman Badkamers' })
      .waitFor();
  });

  it('an editor sees the quality marks with their logos and adds one, back on the list after saving', async () => {
    const page = await openAs(suite, 'cms@demo.nl', '/quality-mark');
    const table = page.getByTestId('quality-mark-table');
    await table.getByRole('link', { name: 'InstallQ' }).waitFor();
    // The demo logos come through the gateway and are drawn.
    await expect
      .poll(() =>
        table
          .locator('img')
          .evaluateAll((images) =>
            images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toBe(true);
    expect(await table.locator('img').count()).toBeGreaterThanOrEqual(3);

    await page.getByRole('link', { name: 'Nieuw keurmerk' }).click();
    await page.getByRole('combobox', { name: 'Naam' }).fill('install');
    // Existing names are suggested while typing.
    await page.getByRole('option', { name: 'InstallQ' }).waitFor();
    await page.getByRole('combobox', { name: 'Naam' }).fill('Keurmerk Klimaattechniek');
    await page
      .getByLabel('Certificaat', { exact: true })
      .fill('Erkend voor warmtepompen en airco.');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL((url) => url.pathname === '/quality-mark');
    await table.getByRole('link', { name: 'Keurmerk Klimaattechniek' }).waitFor();
    await screenshot(page, 'quality-marks');
  });
});
