import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot, waitForPath } from '../support/browser';

const suite = useBrowserSuite();

describe('FAQs', () => {
  it('staff add a consumer question and move it to the top; a visitor finds it by searching', async () => {
    const page = await openAs(suite, 'sales@demo.nl', '/faq');
    await page.getByRole('tab', { name: 'Consumenten' }).click();
    const editor = page.getByTestId('faq-editor-consumer');
    const items = editor.getByTestId('faq-item');
    await items.first().waitFor();
    const before = await items.count();

    await editor.getByRole('button', { name: 'Toevoegen' }).click();
    await editor.getByText('Dit veld is verplicht.').first().waitFor();
    await editor.getByLabel('Vraag').last().fill('Werken jullie ook in het weekend?');
    await editor.getByLabel('Antwoord').last().fill('Ja, veel bedrijven\nook op zaterdag.');
    await editor.getByRole('button', { name: 'Toevoegen' }).click();
    await expect.poll(() => items.count()).toBe(before + 1);

    // Dragged from the end to the top.
    await items.last().dragTo(items.first());
    await expect
      .poll(() => items.first().textContent())
      .toContain('Werken jullie ook in het weekend?');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'faq-editor');

    const visitor = (await suite.open()).page;
    await visitor.goto('/consumer/faq');
    const list = visitor.getByTestId('faq-list');
    await expect
      .poll(() => list.getByRole('button').first().textContent())
      .toBe('Werken jullie ook in het weekend?');
    await visitor.getByLabel('Zoeken').fill('zaterdag');
    await visitor.getByLabel('Zoeken').blur();
    await expect.poll(() => list.getByRole('button').count()).toBe(1);
    await list.getByRole('button', { name: 'Werken jullie ook in het weekend?' }).click();
    await list.getByText('ook op zaterdag.').waitFor();
    await waitForPath(visitor, '/consumer/faq');
  });
});
