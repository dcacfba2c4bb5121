import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPicture } from '../../api/src/cms/demo-images';
import { cmsDomains } from '../../api/src/cms/domain.table';
import { cmsPages } from '../../api/src/cms/page.table';
import { cmsUploads } from '../../api/src/cms/upload.table';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot } from '../support/browser';

const suite = useBrowserSuite();

/** The CMS editor at `path`, in a window wide enough for the editor's panes. */
function editor(path: string): Promise<Page> {
  return openAs(suite, 'cms@demo.nl', path, { viewport: { width: 1400, height: 900 } });
}

async function domainId(host: string): Promise<number> {
  const [row] = await suite.portal.db
    .select({ id: cmsDomains.id })
    .from(cmsDomains)
    .where(eq(cmsDomains.host, host));
  return row!.id;
}

describe('the upload manager', () => {
  it("shows the domain's images, uploads by drop, edits, and deletes only what no page uses", async () => {
    const solar = await domainId('www.zonnepanelen-offertes.nl');
    // Opening a domain makes it the current one, which /image shows.
    const page = await editor(`/domain/${solar}`);
    await page.getByRole('heading', { name: 'Zonnepanelen Offertes' }).waitFor();
    await page.goto('/image');
    const cards = page.getByTestId('upload-card');
    await expect.poll(() => cards.count()).toBe(8);
    await expect
      .poll(() => page.getByTestId('upload-total').textContent())
      .toBe('1–8 van 8 bestanden');
    // Every demo picture (480 wide) arrives as its thumbnail, 320 wide.
    await expect
      .poll(() =>
        page
          .locator('[data-testid="upload-card"] img')
          .evaluateAll((images) =>
            images.every(
              (img) =>
                (img as HTMLImageElement).complete &&
                (img as HTMLImageElement).naturalWidth === 320,
            ),
          ),
      )
      .toBe(true);

    await page
      .getByTestId('upload-dropzone')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'nieuw-dak.png',
        mimeType: 'image/png',
        buffer: demoPicture(200, 100, [20, 60, 160], [200, 220, 255], [255, 200, 0]),
      });
    await expect.poll(() => cards.count()).toBe(9);
    expect(await cards.first().textContent()).toContain('nieuw-dak');
    expect(await cards.first().textContent()).toContain('200×100');
    await screenshot(page, 'cms-upload-manager');

    await page.getByRole('button', { name: 'nieuw-dak bewerken' }).click();
    await page.getByLabel('Titel').fill('Dak in Houten');
    await page.getByLabel('Alternatieve tekst').fill('Een dak met panelen');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect.poll(() => cards.first().textContent()).toContain('Dak in Houten');
    const [stored] = await suite.portal.db
      .select()
      .from(cmsUploads)
      .where(and(eq(cmsUploads.domainId, solar), eq(cmsUploads.title, 'Dak in Houten')));
    expect(stored).toMatchObject({ alt: 'Een dak met panelen', width: 200, height: 100 });

    // A picture the home page shows cannot go.
    await page.getByRole('button', { name: 'Dak met zonnepanelen verwijderen' }).click();
    await page.getByText('Weet je zeker dat je dit bestand wilt verwijderen?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Bestand verwijderen' }).click();
    await page.getByText('Dit bestand wordt nog gebruikt.').waitFor();
    expect(await cards.count()).toBe(9);

    await page.getByRole('button', { name: 'Dak in Houten verwijderen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bestand verwijderen' }).click();
    await expect.poll(() => cards.count()).toBe(8);

    await page.getByLabel('Zoeken').fill('garage');
    await expect.poll(() => cards.count()).toBe(0);
    await page.getByLabel('Zoeken').fill('winter');
    await expect.poll(() => cards.count()).toBe(1);
  });

  it('lets the page editor choose a header image in the upload selector', async () => {
    const solar = await domainId('www.zonnepanelen-offertes.nl');
    const [blog] = await suite.portal.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.domainId, solar), eq(cmsPages.url, '/blog/omvormer-kiezen')));
    const page = await editor(`/domain/${solar}/page/${blog!.id}`);
    await page.getByRole('button', { name: 'Headerafbeelding: Kiezen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Afbeelding kiezen' });
    await dialog.getByTestId('upload-card').filter({ hasText: 'Winterzon op de panelen' }).click();
    await dialog.getByRole('button', { name: 'Kiezen', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('save-state').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('saved');
    const [winter] = await suite.portal.db
      .select({ id: cmsUploads.id })
      .from(cmsUploads)
      .where(and(eq(cmsUploads.domainId, solar), eq(cmsUploads.title, 'Winterzon op de panelen')));
    await expect
      .poll(async () => {
        const [row] = await suite.portal.db
          .select()
          .from(cmsPages)
          .where(eq(cmsPages.id, blog!.id));
        return row!.headerImageId;
      })
      .toBe(winter!.id);
    // The field shows the chosen picture small: its thumbnail.
    const chosen = page.locator(`img[src="/files/cms/upload/${winter!.id}/thumbnail"]`);
    await expect
      .poll(() => chosen.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(320);
  });
});
