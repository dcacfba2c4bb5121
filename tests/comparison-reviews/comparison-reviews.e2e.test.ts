import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot } from '../support/browser';

const suite = useBrowserSuite();

describe('comparison reviews', () => {
  it('an editor opens a review awaiting review from the list and approves it', async () => {
    const page = await openAs(suite, 'comparison@demo.nl', '/comparison/review');

    // Playwright's waits (not expect.poll's one second) cover the lazy screen and its queries.
    const rows = page.getByTestId('comparison-review-row');
    await rows.nth(49).waitFor();
    expect(await rows.count()).toBe(50);
    const panel = page.getByTestId('awaiting-reviews-panel');
    const waiting = panel.getByRole('link');
    await waiting.nth(11).waitFor();
    await expect
      .poll(() => page.getByTestId('comparison-review-total').textContent())
      .toMatch(/^1–50 van \d+ beoordelingen$/);
    await screenshot(page, 'comparison-review-list');

    // The oldest review awaiting review, from the panel.
    const title = (await waiting.first().textContent())!;
    await waiting.first().click();
    await page.waitForURL((url) => /^\/comparison\/review\/\d+$/.test(url.pathname));
    const titleField = page.getByLabel('Titel');
    await titleField.waitFor();
    await expect.poll(() => titleField.inputValue()).toBe(title);
    const badge = page.getByTestId('comparison-review-state');
    await expect.poll(() => badge.textContent()).toBe('Nieuw');

    await page.getByRole('button', { name: 'Goedkeuren' }).click();
    await page.getByText('Goedgekeurd.', { exact: true }).waitFor();
    await expect.poll(() => badge.textContent()).toBe('Openbaar');
    await expect.poll(() => page.getByRole('button', { name: 'Goedkeuren' }).count()).toBe(0);
    await page.getByText(/^Goedgekeurd op .* door /).waitFor();
    await screenshot(page, 'comparison-review-approved');
  });
});
