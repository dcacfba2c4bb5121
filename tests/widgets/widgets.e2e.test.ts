import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { loginThroughForm, screenshot } from '../support/browser';

const suite = useBrowserSuite();

describe('widgets', () => {
  it('an editor adds a link group with an external link and a page link to the footer bar; it is there after a reload', async () => {
    const page = (await suite.open()).page;
    await loginThroughForm(page, 'cms@demo.nl');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/widget');
    await page.getByRole('combobox', { name: 'Domein' }).click();
    await page.getByRole('option', { name: 'Zonnepanelen Offertes' }).click();
    await page.getByRole('tab', { name: 'Voetbalk' }).click();
    const editor = page.getByTestId('widget-editor-footer_bar');
    const groups = editor.getByTestId('widget-link-group');
    await expect.poll(() => groups.count()).toBe(2); // the demo groups
    await editor.getByTestId('widget-image-logo').getByRole('img').waitFor();

    await editor.getByRole('button', { name: 'Linkgroep toevoegen' }).click();
    const group = groups.nth(2);
    await group.getByLabel('Titel van groep 3').fill('Partners');
    await group.getByRole('button', { name: 'Link toevoegen' }).click();
    await group.getByRole('button', { name: 'Link toevoegen' }).click();
    const links = group.getByTestId('widget-link');
    const outside = links.nth(0);
    await outside.getByLabel('Linktekst').fill('Milieu Centraal');
    await outside.getByRole('switch', { name: 'Extern' }).click();
    await outside.getByLabel('Adres').fill('www.milieucentraal.nl');
    const inside = links.nth(1);
    await inside.getByLabel('Linktekst').fill('Neem contact op');
    await inside.getByRole('button', { name: 'Pagina kiezen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagina kiezen' });
    await dialog.getByLabel('Zoeken').fill('contact');
    await dialog.getByRole('button', { name: '/contact', exact: true }).click();
    await expect.poll(() => inside.getByTestId('widget-link-page').textContent()).toBe('/contact');

    const state = editor.getByTestId('widget-save-state');
    expect(await state.getAttribute('data-state')).toBe('unsaved');
    await editor.getByRole('button', { name: 'Opslaan' }).click();
    await expect.poll(() => state.getAttribute('data-state')).toBe('saved');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'cms-widgets');

    await page.reload();
    await page.getByRole('tab', { name: 'Voetbalk' }).click();
    const after = page.getByTestId('widget-editor-footer_bar').getByTestId('widget-link-group');
    await expect.poll(() => after.count()).toBe(3);
    const saved = after.nth(2);
    expect(await saved.getByLabel('Titel van groep 3').inputValue()).toBe('Partners');
    const savedLinks = saved.getByTestId('widget-link');
    expect(await savedLinks.nth(0).getByLabel('Adres').inputValue()).toBe(
      'https://www.milieucentraal.nl',
    );
    expect(await savedLinks.nth(1).getByTestId('widget-link-page').textContent()).toBe('/contact');
  });
});
