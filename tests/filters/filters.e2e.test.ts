import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot } from '../support/browser';

const suite = useBrowserSuite();

/** The step names in the detail's steps table, top to bottom. */
const stepLabels = (page: Page) =>
  page
    .getByTestId('filter-step')
    .evaluateAll((rows) =>
      rows.map((row) => (row.querySelector('input') as HTMLInputElement).value),
    );

describe('filters', () => {
  it('an editor drags a step of a filter to the top, saves, and finds it there after a reload', async () => {
    const page = await openAs(suite, 'comparison@demo.nl', '/filter', {
      viewport: { width: 1280, height: 900 },
    });
    // The first core product is shown and kept in the address until another is picked.
    await page.waitForURL((url) => url.searchParams.has('coreProduct'));
    const first = new URL(page.url()).searchParams.get('coreProduct');
    await page.getByRole('combobox', { name: 'Kernproduct' }).click();
    await page.getByRole('option', { name: 'Warmtepompen' }).click();
    await page.waitForURL((url) => url.searchParams.get('coreProduct') !== first);
    const rows = page.getByTestId('filter-row');
    await expect
      .poll(() => rows.evaluateAll((all) => all.map((r) => r.getAttribute('data-label'))))
      .toEqual(['Vermogen', 'Type', 'Energielabel', 'SCOP']);
    await page.getByTestId('filter-hidden-row').getByText('SCOP').waitFor();
    await page.getByRole('combobox', { name: 'Nieuw kenmerk' }).waitFor();
    await screenshot(page, 'filters-list');

    await page.getByRole('link', { name: 'Vermogen' }).click();
    await page.waitForURL((url) => /^\/comparison\/filter\/\d+$/.test(url.pathname));
    await expect
      .poll(() => stepLabels(page))
      .toEqual(['Tot 6 kW', '6 tot 10 kW', '10 tot 14 kW', '14 kW en meer']);
    // Every demo heat pump with a power falls in one of the steps.
    const counts = page.getByTestId('filter-step-count');
    await expect.poll(() => counts.first().textContent()).toMatch(/^\d+$/);
    await page.getByTestId('filter-prediction').getByText('0 in geen enkele stap').waitFor();

    const handles = page.getByTestId('filter-step-handle');
    await handles.nth(3).dragTo(handles.nth(0));
    await expect
      .poll(() => stepLabels(page))
      .toEqual(['14 kW en meer', 'Tot 6 kW', '6 tot 10 kW', '10 tot 14 kW']);
    await screenshot(page, 'filter-detail');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('De wijzigingen zijn opgeslagen.').waitFor();

    await page.reload();
    await expect
      .poll(() => stepLabels(page))
      .toEqual(['14 kW en meer', 'Tot 6 kW', '6 tot 10 kW', '10 tot 14 kW']);
  });
});
