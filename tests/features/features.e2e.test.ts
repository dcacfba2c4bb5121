import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot } from '../support/browser';

const suite = useBrowserSuite();

describe('features', () => {
  it('an editor maps a feature name to a feature, then drags a feature to the top of its category', async () => {
    const page = await openAs(suite, 'comparison@demo.nl', '/feature-mapping');
    await page.getByRole('combobox', { name: 'Kernproduct' }).click();
    await page.getByRole('option', { name: 'Warmtepompen' }).click();
    const rows = page.getByTestId('unmapped-row');
    const row = rows.filter({ hasText: 'Energieklasse' });
    await row.waitFor();
    await expect.poll(() => rows.count()).toBe(7);

    await row.getByRole('combobox', { name: 'Koppelen aan' }).click();
    await page.getByRole('option', { name: 'Energielabel', exact: true }).click();
    await row.getByRole('button', { name: 'Koppelen' }).click();
    await expect.poll(() => rows.count()).toBe(6);
    await expect.poll(() => row.count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('unmapped-total').textContent())
      .toBe('6 kenmerknamen');

    // The chosen core product is in the address: /feature opens on it.
    const coreProduct = new URL(page.url()).searchParams.get('coreProduct');
    expect(coreProduct).toBeTruthy();
    await page.goto(`/feature?coreProduct=${coreProduct}`);
    const general = page.getByTestId('feature-category').filter({ hasText: 'Algemeen' });
    const features = general.getByTestId('feature-row');
    await expect.poll(() => features.first().textContent()).toContain('Type');
    await features.filter({ hasText: 'Garantie' }).dragTo(features.first());
    await expect.poll(() => features.first().textContent()).toContain('Garantie');

    await page.reload();
    await expect.poll(() => features.count()).toBe(3);
    await expect
      .poll(() => features.getByRole('link').allTextContents())
      .toEqual(['Garantie', 'Type', 'Energielabel']);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Kernproduct' }).inputValue())
      .toBe('Warmtepompen');
    await screenshot(page, 'features');
  });
});
