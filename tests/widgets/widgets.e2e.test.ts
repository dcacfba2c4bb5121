import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot } from '../support/browser';

const suite = useBrowserSuite();

describe('widgets', () => {
  it('an editor adds a link group with an external link and a page link to the footer bar; it is there after a reload', async () => {
    const page = await openAs(suite, 'cms@demo.nl', '/widget');
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
    // Searched on blur; wait for the filtered list so the click does not meet a list re-rendering.
    await dialog.getByLabel('Zoeken').blur();
    const rows = dialog.getByTestId('selector-page');
    await expect
      .poll(async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes('contact'));
      })
      .toBe(true);
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

  it('an editor replaces the CTA background and moves a front-page link group up with the arrows', async () => {
    const page = await openAs(suite, 'cms@demo.nl', '/widget');
    await page.getByRole('combobox', { name: 'Domein' }).click();
    await page.getByRole('option', { name: 'Zonnepanelen Offertes' }).click();

    await page.getByRole('tab', { name: 'Call-to-action homepage' }).click();
    const slot = page.getByTestId('widget-image-background');
    const before = await slot.getByRole('img').getAttribute('src');
    const png = await sharp({
      create: { width: 64, height: 32, channels: 3, background: '#e8590c' },
    })
      .png()
      .toBuffer();
    await slot
      .locator('input[type=file]')
      .setInputFiles({ name: 'oranje.png', mimeType: 'image/png', buffer: png });
    await slot.getByText('oranje.png · 64×32').waitFor();
    expect(await slot.getByRole('img').getAttribute('src')).not.toBe(before);

    await page.getByRole('tab', { name: 'Links voorpagina' }).click();
    const editor = page.getByTestId('widget-editor-front_page_links');
    const groups = editor.getByTestId('widget-link-group');
    await groups.nth(1).getByRole('button', { name: 'Groep omhoog' }).click();
    expect(await groups.nth(0).getByLabel('Titel van groep 1').inputValue()).toBe('Meer weten');
    await editor.getByRole('button', { name: 'Opslaan' }).click();
    await expect
      .poll(() => editor.getByTestId('widget-save-state').getAttribute('data-state'))
      .toBe('saved');
    await page.reload();
    await page.getByRole('tab', { name: 'Links voorpagina' }).click();
    const reloaded = page
      .getByTestId('widget-editor-front_page_links')
      .getByTestId('widget-link-group');
    await expect
      .poll(() => reloaded.nth(0).getByLabel('Titel van groep 1').inputValue())
      .toBe('Meer weten');
  });
});
