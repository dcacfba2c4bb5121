import { describe, expect, it } from 'vitest';
import { demoPicture } from '../../api/src/cms/demo-images';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot, waitForPath } from '../support/browser';

const suite = useBrowserSuite();

describe('CMS products', () => {
  it('an editor adds a logo, puts it first, removes another and saves', async () => {
    const page = await openAs(suite, 'cms@demo.nl', '/cms-product', {
      viewport: { width: 1400, height: 900 },
    });
    const solarRow = page.getByTestId('cms-product-row').filter({ hasText: 'Zonnepanelen' });
    await expect.poll(() => solarRow.locator('img').count()).toBe(3);
    await solarRow.getByRole('link').click();

    const logos = page.getByTestId('cms-product-logo');
    await expect.poll(() => logos.count()).toBe(3);
    // Typed text stays while a logo is uploaded.
    await page.getByLabel('Titel op de sites').fill('Zonnepanelen: vergelijk en bespaar');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Merk X.png',
      mimeType: 'image/png',
      buffer: demoPicture(80, 40, [10, 10, 120], [240, 240, 255], [250, 200, 0]),
    });
    await expect.poll(() => logos.count()).toBe(4);
    await expect
      .poll(() => page.getByLabel('Titel op de sites').inputValue())
      .toBe('Zonnepanelen: vergelijk en bespaar');
    for (let i = 3; i > 0; i--) await logos.nth(i).getByRole('button', { name: 'Omhoog' }).click();
    await expect.poll(() => logos.first().getByRole('textbox').inputValue()).toBe('Merk X');
    await page.getByRole('button', { name: 'Omvormer C verwijderen' }).click();
    await screenshot(page, 'cms-product-editor');
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await waitForPath(page, '/cms-product');
    await expect.poll(() => solarRow.textContent()).toContain('Zonnepanelen: vergelijk en bespaar');
    await expect
      .poll(() =>
        solarRow.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))),
      )
      .toEqual(['Merk X', 'Zonnepaneel A', 'Zonnepaneel B']);
  });
});
