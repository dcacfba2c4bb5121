import { and, eq, notInArray } from 'drizzle-orm';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { companyProductFilters } from '../../api/src/products/company-product-filter.table';
import { companyProducts } from '../../api/src/products/company-product.table';
import { products } from '../../api/src/products/product.table';
import { useBrowserSuite } from '../support/browser-suite';
import { waitForPath } from '../support/browser';
import { openAs } from '../support/login-kit';
import { DEMO_COMPANY, DEMO_USER } from '../support/demo';

const suite = useBrowserSuite();
const TALL_WINDOW_WITHOUT_TILES = {
  viewport: { width: 1280, height: 900 },
  beforeOpen: (page: Page) =>
    page.route('https://tile.openstreetmap.org/**', (route) => route.abort()),
};

/** Answers the named GraphQL operation with a server error instead of sending it on. */
async function failOperation(page: Page, operationName: string): Promise<() => Promise<void>> {
  const pattern = '**/graphql';
  const handler = async (route: Route) => {
    if (route.request().postDataJSON()?.operationName !== operationName) return route.fallback();
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        errors: [
          {
            message: 'MESSAGE.ERROR_OCCURRED',
            extensions: { code: 'INTERNAL', messageKey: 'MESSAGE.ERROR_OCCURRED' },
          },
        ],
      }),
    });
  };
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

async function hendriks() {
  const db = suite.portal.db;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANY.hendriks));
  const taken = db
    .select({ id: companyProducts.productId })
    .from(companyProducts)
    .where(eq(companyProducts.companyId, company!.id));
  const [untaken] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(notInArray(products.id, taken))
    .orderBy(products.position)
    .limit(1);
  return { companyId: company!.id, untaken: untaken! };
}

async function storedFilters(companyId: number, productId: number) {
  return suite.portal.db
    .select({
      maxDistance: companyProductFilters.maxDistance,
      municipalities: companyProductFilters.municipalities,
      position: companyProductFilters.position,
      deviatingCoordinates: companyProductFilters.deviatingCoordinates,
    })
    .from(companyProductFilters)
    .innerJoin(companyProducts, eq(companyProducts.id, companyProductFilters.companyProductId))
    .where(and(eq(companyProducts.companyId, companyId), eq(companyProducts.productId, productId)))
    .orderBy(companyProductFilters.position);
}

describe('company product screens', () => {
  it('staff add a product from the company screen: daily maximum, own point, municipality filter, deletes', async () => {
    const { companyId, untaken } = await hendriks();
    // An editor address of a product the company does not take opens the new form.
    const page = await openAs(
      suite,
      DEMO_USER.manager,
      `/company/${companyId}/product/${untaken.id}`,
      TALL_WINDOW_WITHOUT_TILES,
    );
    await waitForPath(page, `/company/${companyId}/product/${untaken.id}/new`);
    await page.getByRole('heading', { name: new RegExp(`${untaken.name} toevoegen`) }).waitFor();

    // The company screen lists the products and adds one through the same form.
    await page.goto(`/company/${companyId}`);
    const section = page.getByTestId('company-products-section');
    await section.getByRole('link', { name: 'Zonnepanelen' }).waitFor();
    await section.getByLabel('Product toevoegen').click();
    await page.getByRole('option', { name: untaken.name, exact: true }).click();
    await section.getByRole('button', { name: 'Toevoegen' }).click();
    await waitForPath(page, `/company/${companyId}/product/${untaken.id}/new`);

    await page.getByLabel('Maximaal aantal leads', { exact: true }).fill('5');
    await page.locator('label', { hasText: /^Dag$/ }).click();
    await page.getByTestId('weekly-hint').getByText('Dat is 35 leads per week.').waitFor();

    // Dragging the marker gives the first filter a point of its own.
    const first = page.getByTestId('filter-0');
    const pin = await first.locator('.leaflet-marker-icon').boundingBox();
    await page.mouse.move(pin!.x + pin!.width / 2, pin!.y + pin!.height / 2);
    await page.mouse.down();
    await page.mouse.move(pin!.x + 90, pin!.y + 50, { steps: 8 });
    await page.mouse.up();
    await first.getByText('Dit filter gebruikt een eigen punt').waitFor();

    // A second filter by municipality only: radius 0, a province, then its municipality.
    await page.getByRole('button', { name: 'Filter toevoegen' }).click();
    const second = page.getByTestId('filter-1');
    await second.locator('.leaflet-marker-icon').waitFor();
    const radius = second.getByRole('slider', { name: 'Straal (km)' });
    await radius.focus();
    await radius.press('Home');
    await second.getByText('Straal: 0 km').waitFor();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await second.getByText('Kies een straal rond een punt of ten minste één gemeente.').waitFor();

    await second.getByLabel('Provincie').click();
    await page.getByRole('option', { name: 'Utrecht', exact: true }).click();
    await second.getByLabel('Gemeenten').click();
    await page.getByRole('option', { name: 'Zeist', exact: true }).click();
    await second.getByTestId('filter-municipalities').getByText('Zeist').waitFor();

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await waitForPath(page, `/company/${companyId}`);
    const list = page.getByTestId('company-products');
    await list.getByRole('link', { name: untaken.name }).waitFor();
    expect(await storedFilters(companyId, untaken.id)).toEqual([
      { maxDistance: 25_000, municipalities: [], position: 0, deviatingCoordinates: true },
      { maxDistance: 0, municipalities: ['Zeist'], position: 1, deviatingCoordinates: false },
    ]);

    // Now the editor opens the stored record.
    await list.getByRole('link', { name: untaken.name }).click();
    await waitForPath(page, `/company/${companyId}/product/${untaken.id}`);
    await page.getByTestId('filter-1').getByText('Zeist').waitFor();

    // A refused delete puts the filter back; an accepted one removes it at once.
    const restore = await failOperation(page, 'DeleteFilterAction');
    await page.getByTestId('filter-1').getByRole('button', { name: 'Filter verwijderen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Filter verwijderen' }).click();
    await page.getByText('Er is iets misgegaan').first().waitFor();
    await page.getByTestId('filter-1').getByText('Zeist').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await restore();
    await page.getByTestId('filter-1').getByRole('button', { name: 'Filter verwijderen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Filter verwijderen' }).click();
    await expect.poll(() => page.locator('[data-testid^="filter-"][aria-label]').count()).toBe(1);
    await expect.poll(() => storedFilters(companyId, untaken.id).then((f) => f.length)).toBe(1);

    // The last filter stays.
    await page.getByTestId('filter-0').getByRole('button', { name: 'Filter verwijderen' }).click();
    await page.getByText('Stel voor dit product ten minste één filter in.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('customers pause a product and a filter; a refused switch flips back', async () => {
    const page = await openAs(
      suite,
      DEMO_USER.customer,
      '/customer/product',
      TALL_WINDOW_WITHOUT_TILES,
    );
    const list = page.getByTestId('company-products');
    const toggle = list.getByRole('switch', { name: 'Zonnepanelen actief' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);

    const restore = await failOperation(page, 'PauseCompanyProductAction');
    await toggle.click({ force: true });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await restore();
    await toggle.click({ force: true });
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await list.locator('tr[data-product="zonnepanelen"]').getByText('Gepauzeerd').waitFor();
    await page.reload();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await toggle.click({ force: true });
    await expect.poll(() => toggle.isChecked()).toBe(true);

    // Filter switch in the editor: refused, it flips back.
    await list.getByRole('link', { name: 'Zonnepanelen' }).click();
    const filterSwitch = page.getByTestId('filter-0').getByRole('switch', { name: 'Actief' });
    await filterSwitch.waitFor();
    const refuse = await failOperation(page, 'PauseFilterAction');
    await filterSwitch.click({ force: true });
    await page.getByText('Er is iets misgegaan').first().waitFor();
    await expect.poll(() => filterSwitch.isChecked()).toBe(true);
    await refuse();

    // Accepted, it stays off; a save afterwards carries the record's new version.
    await filterSwitch.click({ force: true });
    await page.getByTestId('filter-0').getByText('Gepauzeerd').waitFor();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await waitForPath(page, '/customer/product');
    await page.getByText('De wijzigingen zijn opgeslagen.').waitFor();
    const { companyId } = await hendriks();
    const [solar] = await suite.portal.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.discr, 'zonnepanelen'));
    const paused = await suite.portal.db
      .select({ paused: companyProductFilters.paused })
      .from(companyProductFilters)
      .innerJoin(companyProducts, eq(companyProducts.id, companyProductFilters.companyProductId))
      .where(
        and(eq(companyProducts.companyId, companyId), eq(companyProducts.productId, solar!.id)),
      );
    expect(paused).toEqual([{ paused: true }]);
  });
});
