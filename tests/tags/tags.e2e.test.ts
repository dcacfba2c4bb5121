import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot, waitForPath } from '../support/browser';

const suite = useBrowserSuite();

describe('tags', () => {
  it('an editor renames a tag to a name another tag has, is offered the merge and merges', async () => {
    const page = await openAs(suite, 'cms@demo.nl', '/tag');
    const rows = page.getByTestId('tag-row');
    await rows.first().waitFor();
    const search = page.getByLabel('Zoeken');
    await search.fill('tips');
    await search.blur();
    await expect.poll(() => rows.count()).toBe(2);

    await page.getByRole('link', { name: 'tips', exact: true }).click();
    await page.waitForURL((url) => /^\/tag\/\d+$/.test(url.pathname));
    const name = page.getByLabel('Naam');
    await expect.poll(() => name.inputValue()).toBe('tips');
    await name.fill('Bespaartips');
    await page.getByRole('button', { name: 'Opslaan' }).click();

    const dialog = page.getByRole('dialog', { name: 'Tags samenvoegen' });
    await dialog.getByText('Er bestaat al een tag “bespaartips”').waitFor();
    await screenshot(page, 'tag-merge-offer');
    await dialog.getByRole('button', { name: 'Samenvoegen' }).click();
    await waitForPath(page, '/tag');

    await search.fill('tips');
    await search.blur();
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().textContent()).toContain('bespaartips');
    await expect.poll(() => rows.first().textContent()).toContain('/tips');
    await screenshot(page, 'tags-merged');
  });
});
