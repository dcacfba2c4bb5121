import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cmsDomains } from '../../api/src/cms/domain.table';
import { cmsPages } from '../../api/src/cms/page.table';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot, waitForPath } from '../support/browser';

const suite = useBrowserSuite();
const SOLAR = 'www.zonnepanelen-offertes.nl';
const SHOP = 'https://www.laadpaalwinkel.nl';

async function costsPage() {
  const [row] = await suite.portal.db
    .select({ id: cmsPages.id, domainId: cmsPages.domainId })
    .from(cmsPages)
    .innerJoin(cmsDomains, eq(cmsDomains.id, cmsPages.domainId))
    .where(and(eq(cmsDomains.host, SOLAR), eq(cmsPages.url, '/zonnepanelen/kosten')));
  return row!;
}

describe('outgoing links and click-outs', () => {
  it('an editor adds an affiliate link in the redirect selector; a visitor follows it; the click-out is listed', async () => {
    const costs = await costsPage();
    const page = await openAs(suite, 'cms@demo.nl', `/domain/${costs.domainId}/page/${costs.id}`, {
      viewport: { width: 1400, height: 900 },
    });

    // In the first text block: the redirect selector adds a link with its company and links it.
    const text = page.locator('[data-testid="block-card"][data-kind="TextBlock"]').first();
    await text.getByRole('textbox', { name: 'Tekst' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Laadpalen bij ');
    await text.getByRole('button', { name: 'Doorverwijzing invoegen' }).click();
    const redirects = page.getByRole('dialog', { name: 'Doorverwijzing kiezen' });
    await redirects.getByLabel('Naam').fill('e2e-laadpaal');
    await redirects.getByLabel('Doel').fill(`${SHOP}/laadpalen`);
    await redirects.getByLabel('Bedrijf').click();
    await page.getByRole('option', { name: 'fonQ' }).click();
    await redirects.getByRole('button', { name: 'Doorverwijzing toevoegen' }).click();
    await page.getByText('Doorverwijzing toegevoegd.').waitFor();
    await redirects.getByRole('button', { name: '/out/e2e-laadpaal' }).click();
    await redirects.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('save-state').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('saved');

    // A visitor's click goes through the delivery endpoint, which sends them on to the shop.
    // The shop is out of reach here: the browser's request is made for real and its
    // redirect read; the shop's page is then stood in for.
    const visitor = (await suite.open()).page;
    const sentTo: string[] = [];
    await visitor.route(
      (url) => url.pathname === '/public/cms/page',
      async (route) => {
        const answer = await route.fetch({ maxRedirects: 0 });
        sentTo.push(`${answer.status()} ${answer.headers()['location']}`);
        await route.fulfill({ contentType: 'text/html', body: '<h1>Laadpalen bij de winkel</h1>' });
      },
    );
    await visitor.goto(
      `/public/cms/page?host=${SOLAR}&url=/out/e2e-laadpaal&from=/zonnepanelen/kosten`,
    );
    await visitor.getByRole('heading', { name: 'Laadpalen bij de winkel' }).waitFor();
    expect(sentTo).toEqual([`302 ${SHOP}/laadpalen`]);

    // Counted per link, with its company; each click with the page it came from.
    await page.goto('/clickouts');
    await page.getByLabel('Zoeken').fill('e2e-laadpaal');
    await page.getByLabel('Zoeken').blur();
    const rows = page.getByTestId('clickout-row');
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().textContent()).toContain('fonQ');
    await expect
      .poll(() => page.getByTestId('clickout-total').textContent())
      .toBe('1 regel, 1 doorkliks');
    await page.getByRole('combobox', { name: 'Tellen per' }).click();
    await page.getByRole('option', { name: 'Elke klik' }).click();
    await expect.poll(() => rows.first().textContent()).toContain('/zonnepanelen/kosten');
    await page.getByLabel('Zoeken').fill('');
    await page.getByLabel('Zoeken').blur();
    await page.getByRole('combobox', { name: 'Tellen per' }).click();
    await page.getByRole('option', { name: 'Link', exact: true }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(10);
    await screenshot(page, 'cms-clickouts');

    // The link opens its redirection; saving returns to the click-out list.
    await page.getByRole('link', { name: '/out/e2e-laadpaal' }).click();
    await page.getByLabel('Omschrijving').fill('Laadpalen bij fonQ');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await waitForPath(page, '/clickouts');

    await page.goto('/redirection');
    await page.getByText('Uitgaand', { exact: true }).click();
    await expect
      .poll(() => page.getByTestId('redirection-row').first().textContent())
      .toContain('/out/');
    await expect
      .poll(() => page.getByTestId('redirection-total').textContent())
      .toBe('13 doorverwijzingen');
    await screenshot(page, 'cms-redirections');
  });
});
