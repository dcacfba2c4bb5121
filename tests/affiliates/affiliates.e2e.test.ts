import { describe, expect, it } from 'vitest';
import { demoPicture } from '../../api/src/cms/demo-images';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot, waitForPath } from '../support/browser';

const suite = useBrowserSuite();

describe('affiliates', () => {
  it('an editor gives a company a logo and puts an offer of it at the top of a table', async () => {
    const page = await openAs(suite, 'cms@demo.nl', '/affiliate-company', {
      viewport: { width: 1400, height: 900 },
    });
    await page.getByRole('link', { name: 'Kieskeurig' }).click();
    await page.getByLabel('Notitie').fill('Vergoeding per klik');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'kieskeurig.png',
      mimeType: 'image/png',
      buffer: demoPicture(60, 30, [255, 120, 0], [255, 240, 220], [0, 0, 0]),
    });
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await waitForPath(page, '/affiliate-company');
    const kieskeurig = page.getByTestId('affiliate-company-row').filter({ hasText: 'Kieskeurig' });
    await expect.poll(() => kieskeurig.textContent()).toContain('Vergoeding per klik');
    await expect.poll(() => kieskeurig.locator('img').count()).toBe(1);
    await screenshot(page, 'affiliate-companies');

    await page.goto('/affiliate-table');
    await page.getByRole('link', { name: 'Thuisbatterijen' }).click();
    const rows = page.getByTestId('affiliate-table-row');
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByRole('button', { name: 'Aanbieding toevoegen' }).click();
    const added = rows.nth(3);
    await added.getByRole('combobox', { name: 'Bedrijf' }).click();
    await page.getByRole('option', { name: 'Kieskeurig' }).click();
    await added.getByLabel('Link').fill('/out/kieskeurig-panelen');
    // Without an offer the row is refused before anything is sent.
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await added.getByText('Dit veld is verplicht.').waitFor();
    await added.getByLabel('Aanbod').fill('Thuisbatterijen vergelijken');
    await added.getByLabel('Voordelen').fill('Alle winkels op een rij\nPrijshistorie');
    for (let i = 0; i < 3; i++)
      await rows
        .nth(3 - i)
        .getByRole('button', { name: 'Omhoog' })
        .click();
    await expect
      .poll(() => rows.first().getByLabel('Aanbod').inputValue())
      .toBe('Thuisbatterijen vergelijken');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await waitForPath(page, '/affiliate-table');
    const table = page.getByTestId('affiliate-table-item').filter({ hasText: 'Thuisbatterijen' });
    await expect.poll(() => table.textContent()).toContain('Kieskeurig, Zonneplan, Coolblue, bol');
    await page.getByRole('link', { name: 'Thuisbatterijen' }).click();
    await expect.poll(() => rows.count()).toBe(4);
    await screenshot(page, 'affiliate-table');
  });
});
