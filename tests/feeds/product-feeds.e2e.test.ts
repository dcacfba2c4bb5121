import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../api/src/shared/rows';
import { loginThroughForm, screenshot } from '../support/browser';
import { useBrowserSuite } from '../support/browser-suite';
import { ean, FEED_HOST, startFeedServer } from './feed-test-kit';

let server: Awaited<ReturnType<typeof startFeedServer>> | undefined;
const workDir = mkdtempSync(join(tmpdir(), 'feeds-e2e-'));

// The api's runner reads feeds in the portal; `.test` hosts go to this file's feed server.
const suite = useBrowserSuite({
  api: {
    feedRunner: {
      workDir,
      fetcher: (url, init) => server!.fetcher(url, init),
      pollMs: 100,
      log: () => undefined,
    },
  },
});

beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(async () => {
  await server?.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** Demo products of the first core product with their main EAN (13 digits). */
async function demoProducts() {
  return rowsOf<{ id: number; name: string; ean: string }>(
    await suite.portal.db.execute(sql`
      SELECT p.id, p.name, lpad(e.ean::text, 13, '0') AS ean
      FROM comparison_products p
      JOIN comparison_product_eans e ON e.product_id = p.id AND e.is_main
      WHERE p.core_product_id = (SELECT min(id) FROM comparison_core_products)
      ORDER BY p.id LIMIT 3`),
  );
}

async function firstShop() {
  const [shop] = rowsOf<{ id: number; name: string }>(
    await suite.portal.db.execute(
      sql`SELECT id, name FROM companies WHERE is_comparison ORDER BY name LIMIT 1`,
    ),
  );
  return shop!;
}

const item = (fields: Record<string, string>) =>
  `<product>${Object.entries(fields)
    .map(([key, value]) => `<${key}>${value}</${key}>`)
    .join('')}</product>`;

describe('product feeds', () => {
  it('an editor adds a feed for a shop, follows it live, confirms it and finds its offers', async () => {
    const [one, two, three] = await demoProducts();
    const shop = await firstShop();
    const unknown = ean('509999999990');
    let release!: () => void;
    // The download waits until the test has seen it under way.
    const gate = new Promise<void>((resolve) => (release = resolve));
    server!.feeds.set('/e2e.xml', {
      gate,
      body: `<?xml version="1.0" encoding="UTF-8"?><products>${[
        item({
          sku: 'E1',
          title: one!.name,
          price: '1.234,56',
          shipping: '4,95',
          ean: one!.ean,
          link: 'https://winkel.test/e1',
          stock: 'op voorraad',
          levertijd: '1-2 werkdagen',
        }),
        item({
          sku: 'E2',
          title: two!.name,
          price: '99,95',
          shipping: '0',
          ean: two!.ean,
          link: 'https://winkel.test/e2',
          stock: 'ruim voorradig',
          levertijd: 'morgen',
        }),
        item({
          sku: 'E3',
          title: 'Onbekend apparaat',
          price: '10,00',
          shipping: '0',
          ean: unknown,
          link: 'https://winkel.test/e3',
          stock: 'ja',
          levertijd: 'morgen',
        }),
        item({
          sku: 'E4',
          title: three!.name,
          price: 'op aanvraag',
          shipping: '0',
          ean: three!.ean,
          link: 'https://winkel.test/e4',
          stock: 'ja',
          levertijd: 'morgen',
        }),
      ].join('')}</products>`,
    });

    const { page } = await suite.open();
    await loginThroughForm(page, 'comparison@demo.nl');
    // The feeds are the comparison editor's home.
    await page.waitForURL((url) => url.pathname === '/comparison/product-feed');
    await page.getByTestId('unconfirmed-mappings-panel').waitFor();
    await page.getByTestId('brands-without-page-panel').waitFor();
    await page.getByTestId('awaiting-reviews-panel').waitFor();

    // A new feed: a bol feed is always XML.
    await page.getByRole('link', { name: 'Nieuwe feed' }).click();
    await page.waitForURL((url) => url.pathname === '/comparison/product-feed/new');
    await page.getByRole('combobox', { name: /^Bron( \*)?$/ }).click();
    await page.getByRole('option', { name: 'bol', exact: true }).click();
    await page.getByLabel(/^Adres van de feed( \*)?$/).fill(`${FEED_HOST}/e2e.xml`);
    await page.getByRole('combobox', { name: 'Winkel' }).fill(shop.name);
    await page.getByRole('option', { name: shop.name }).click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL((url) => /^\/comparison\/product-feed\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: `Productfeed: ${shop.name}` }).waitFor();
    const badge = page.getByTestId('feed-state-card').getByTestId('feed-state');
    await expect.poll(() => badge.textContent()).toBe('Klaar');

    // Queued, then the state moves on by itself: no reload, no polling.
    await page.getByRole('button', { name: 'Inlezen' }).click();
    await page.getByText('De productfeed staat in de wachtrij.').first().waitFor();
    await page.getByTestId('feed-state-card').getByText('Downloaden').waitFor();
    release();
    await page.getByTestId('feed-state-card').getByText('Structuur bevestigen').waitFor();

    // The structure step with the proposal: keys, sample values, a property each.
    const step = page.getByTestId('structure-step');
    await step.getByText(one!.ean).first().waitFor();
    expect(await step.getByRole('combobox', { name: 'Eigenschap voor ean' }).inputValue()).toBe(
      'EAN',
    );
    expect(await step.getByRole('combobox', { name: 'Eigenschap voor price' }).inputValue()).toBe(
      'Prijs',
    );
    expect(await step.getByRole('combobox', { name: 'Eigenschap voor link' }).inputValue()).toBe(
      'URL',
    );
    expect(await step.getByRole('combobox', { name: 'Eigenschap voor stock' }).inputValue()).toBe(
      'Op voorraad',
    );
    await step.getByRole('button', { name: 'Structuur bevestigen' }).click();
    await page.getByTestId('feed-state-card').getByText('Mapping bevestigen').waitFor();

    // The problems of the run, per kind with examples.
    const problems = page.getByTestId('feed-problems');
    const kind = (name: string) => problems.locator(`[data-kind="${name}"]`);
    await kind('new_unknown_product')
      .getByRole('row', { name: new RegExp(`E3 Onbekend apparaat ${unknown}`) })
      .waitFor();
    await kind('invalid_price').getByText('op aanvraag').waitFor();
    await kind('data_mapping_error').getByText('ruim voorradig').waitFor();

    // The unknown stock text is proposed as an unconfirmed mapping; the editor adds one.
    const groups = page.getByTestId('feed-mapping-groups');
    await groups.getByText('Voorraad (voorgesteld)').waitFor();
    await groups.getByRole('button', { name: 'Groep toevoegen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Naam( \*)?$/).fill('Voorraadteksten');
    await dialog.getByRole('combobox', { name: /^Eigenschap( \*)?$/ }).click();
    await page.getByRole('option', { name: 'Op voorraad' }).click();
    await dialog.getByLabel('Patroon 1').fill('(');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.getByText('Vul een geldig patroon in (een reguliere expressie).').waitFor();
    await dialog.getByLabel('Patroon 1').fill('^ruim voorradig$');
    await dialog.getByLabel('Vervanging 1').fill('ja');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await groups.getByRole('row', { name: /Voorraadteksten/ }).waitFor();
    await expect
      .poll(() => groups.getByRole('row', { name: /Voorraadteksten/ }).textContent())
      .toContain('^ruim voorradig$ → ja');
    // Only the groups with something to confirm.
    await groups.getByLabel('Alleen onbevestigde').check({ force: true });
    await expect.poll(() => groups.getByTestId('mapping-group-row').count()).toBe(1);

    await groups.getByRole('button', { name: 'Mapping bevestigen' }).click();
    await expect.poll(() => badge.textContent()).toBe('Klaar');
    const run = page.getByTestId('feed-run-row').first();
    await expect.poll(() => run.textContent()).toContain('2 geschreven, 0 vervallen');
    await screenshot(page, 'feed-detail');

    // The list: the feed with its state, its last run, and the proposal on the dashboard.
    await page.getByRole('button', { name: 'Terug naar de feeds' }).click();
    await page.waitForURL((url) => url.pathname === '/comparison/product-feed');
    // The shop has demo feeds too: the row of this feed is the one with its address.
    const row = page.getByTestId('feed-row').filter({ hasText: `${FEED_HOST}/e2e.xml` });
    await row.getByText('2 aanbiedingen', { exact: false }).waitFor();
    await expect.poll(() => row.getByTestId('feed-state').textContent()).toBe('Klaar');
    await page
      .getByTestId('unconfirmed-mappings-panel')
      .getByRole('link', { name: new RegExp(`${shop.name}: Voorraad \\(voorgesteld\\)`) })
      .waitFor();
    await screenshot(page, 'feed-list');

    // The offers are on the products.
    await page.goto(`/comparison/product/${one!.id}/specs`);
    await page
      .getByRole('row', { name: new RegExp(`${shop.name}.*€ 1\\.234,56.*€ 4,95.*op voorraad`) })
      .waitFor();
    await page.goto(`/comparison/product/${two!.id}/specs`);
    await page.getByRole('row', { name: new RegExp(`${shop.name}.*€ 99,95`) }).waitFor();
  });
});
