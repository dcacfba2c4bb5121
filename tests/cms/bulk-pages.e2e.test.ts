import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cmsDomains } from '../../api/src/cms/domain.table';
import { cmsPages } from '../../api/src/cms/page.table';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { loginThroughForm, screenshot, waitForPath } from '../support/browser';

const suite = useBrowserSuite();

describe('the bulk page editor', () => {
  it('changes 20 urls, saves them a second after typing with the progress shown, and shows a refusal on its row', async () => {
    const { page } = await suite.open({ width: 1400, height: 900 });
    await loginThroughForm(page, 'cms@demo.nl');
    await waitForPath(page, '/page');
    const [solar] = await suite.portal.db
      .select({ id: cmsDomains.id })
      .from(cmsDomains)
      .where(eq(cmsDomains.host, 'www.zonnepanelen-offertes.nl'));
    await page.goto(`/domain/${solar!.id}`);
    await page.getByRole('heading', { name: 'Zonnepanelen Offertes' }).waitFor();
    await page.getByRole('link', { name: "Pagina's", exact: true }).first().click();
    await page.getByRole('link', { name: 'Bulk bewerken' }).click();
    await waitForPath(page, '/page/bulk');
    const rows = page.getByTestId('bulk-row');
    await expect.poll(() => rows.count()).toBe(27);

    const inputs = page.getByRole('textbox', { name: /^Url / });
    const before: string[] = [];
    for (let i = 1; i <= 20; i++) {
      const input = inputs.nth(i);
      const url = await input.inputValue();
      before.push(url);
      await input.fill(`${url}-2026`);
    }
    // One more row gets the address of the home page: refused on that row only.
    await inputs.nth(21).fill('/');

    const progress = page.getByTestId('bulk-progress');
    await expect
      .poll(() => page.locator('[data-testid="bulk-row"][data-status="saved"]').count(), {
        timeout: 15_000,
      })
      .toBe(20);
    const failed = page.locator('[data-testid="bulk-row"][data-status="failed"]');
    await expect.poll(() => failed.count()).toBe(1);
    // Each row is saved a second after its own last key, and the count covers the saves that
    // overlap: how many that are depends on how fast the rows were typed (on a busy machine
    // the 21 can come in more than one count). Whatever the count, it ends complete.
    await progress.getByText(/^(\d+) van \1 wijzigingen opgeslagen$/).waitFor();
    await screenshot(page, 'cms-bulk-editor');
    expect(await failed.textContent()).toContain('Dit adres is al in gebruik.');

    const renamed = await suite.portal.db
      .select({ url: cmsPages.url, version: cmsPages.version })
      .from(cmsPages)
      .where(and(eq(cmsPages.domainId, solar!.id), like(cmsPages.url, '%-2026')));
    expect(renamed.map((p) => p.url).sort()).toEqual(before.map((url) => `${url}-2026`).sort());

    // A second change of a saved row goes over the version the first save answered.
    await inputs.nth(1).fill(`${before[0]}-2027`);
    await progress.getByText('1 van 1 wijzigingen opgeslagen').waitFor({ timeout: 10_000 });
    const [again] = await suite.portal.db
      .select({ url: cmsPages.url })
      .from(cmsPages)
      .where(and(eq(cmsPages.domainId, solar!.id), eq(cmsPages.url, `${before[0]}-2027`)));
    expect(again).toBeDefined();
  });
});

describe('the bulk table with thousands of pages', () => {
  it('renders only the rows in view and reaches the last page by scrolling', async () => {
    const [site] = await suite.portal.db
      .select({ id: cmsDomains.id })
      .from(cmsDomains)
      .where(eq(cmsDomains.host, 'www.verbouwkosten.nl'));
    const many = Array.from({ length: 5000 }, (_, i) => ({
      domainId: site!.id,
      url: `/archief/artikel-${String(i).padStart(4, '0')}`,
    }));
    for (let i = 0; i < many.length; i += 1000) {
      await suite.portal.db.insert(cmsPages).values(many.slice(i, i + 1000));
    }
    const page = await openAs(suite, 'cms@demo.nl', `/domain/${site!.id}`, {
      viewport: { width: 1400, height: 900 },
    });
    await page.getByRole('heading', { name: 'Verbouwkosten' }).waitFor();
    await page.goto('/page/bulk');
    await page.getByText("5024 pagina's").waitFor({ timeout: 20_000 });
    const rows = page.getByTestId('bulk-row');
    expect(await rows.count()).toBeLessThan(100);
    await page.getByTestId('bulk-scroll').evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    const last = page.getByRole('textbox', { name: /^Url / }).last();
    await expect.poll(() => last.inputValue()).toBe('/vergelijken/thuisbatterijen/10-kwh');
    expect(await rows.count()).toBeLessThan(100);
    await last.fill('/vergelijken/thuisbatterijen/tien-kwh');
    await page.getByTestId('bulk-progress').getByText('1 van 1 wijzigingen opgeslagen').waitFor();
  });
});
