import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '#domain/shared/format-money';
import { companies } from '../../api/src/companies/company.table';
import { ncnpProducts, partnerProductCosts } from '../../api/src/products/product-cost.table';
import { products } from '../../api/src/products/product.table';
import { useBrowserSuite } from '../support/browser-suite';
import { screenshot, waitForPath } from '../support/browser';
import { openAs } from '../support/login-kit';
import { DEMO_COMPANY, DEMO_USER } from '../support/demo';

const suite = useBrowserSuite();
const TALL_WINDOW = { viewport: { width: 1280, height: 900 } };

async function companyId(name: string): Promise<number> {
  const [row] = await suite.portal.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, name));
  return row!.id;
}

/** Zeeman Badkamers (allows no-cure-no-pay) and a product it has no no-cure-no-pay cost for yet. */
async function zeeman() {
  const db = suite.portal.db;
  const id = await companyId(DEMO_COMPANY.zeeman);
  const overridden = db
    .select({ id: ncnpProducts.productId })
    .from(ncnpProducts)
    .where(eq(ncnpProducts.companyId, id));
  const [product] = await db
    .select({ id: products.id, name: products.name, priceCents: products.priceCents })
    .from(products)
    .where(notInArray(products.id, overridden))
    .orderBy(asc(products.position))
    .limit(1);
  return { id, product: product! };
}

async function storedNcnpCost(company: number, product: number): Promise<number | null> {
  const [row] = await suite.portal.db
    .select({ cents: ncnpProducts.costPerLeadCents })
    .from(ncnpProducts)
    .where(and(eq(ncnpProducts.companyId, company), eq(ncnpProducts.productId, product)));
  return row?.cents ?? null;
}

/** A cost as the euro field shows it: '€ 1.234,50'. */
function fieldText(cents: number): string {
  return formatMoney(cents).replace(/,-$/, ',00');
}

async function saved(page: Page): Promise<void> {
  const notice = page.getByText('De wijzigingen zijn opgeslagen.');
  await notice.first().waitFor();
  // The next save shows a notification of its own.
  await notice.first().waitFor({ state: 'detached', timeout: 10_000 });
}

describe('product costs', () => {
  it('staff set a no-cure-no-pay cost from the company screen, see it after a reload, and clear it', async () => {
    const { id, product } = await zeeman();
    const page = await openAs(suite, DEMO_USER.manager, `/company/${id}`, TALL_WINDOW);
    await page.getByRole('link', { name: 'No cure no pay-kosten' }).click();
    await waitForPath(page, `/lead-generator/ncnp/company/${id}/product`);
    await page.getByRole('heading', { name: 'No cure no pay-kosten – Zeeman Badkamers' }).waitFor();

    const field = page.getByLabel(`Kosten per lead voor ${product.name}`);
    const save = page.getByRole('button', { name: `${product.name} opslaan` });
    // Empty: the default price applies, shown as the placeholder.
    expect(await field.inputValue()).toBe('');
    expect(await field.getAttribute('placeholder')).toBe(
      `Standaard (${formatMoney(product.priceCents)})`,
    );
    expect(await save.isDisabled()).toBe(true);

    // Above the limit: the server's field error shows at the field, nothing is stored.
    await field.fill('2000');
    await save.click();
    await page.getByText('Dit bedrag is te hoog.').waitFor();
    expect(await storedNcnpCost(id, product.id)).toBeNull();

    await field.fill('12,50');
    await save.click();
    await saved(page);
    expect(await page.getByText('Dit bedrag is te hoog.').count()).toBe(0);
    expect(await storedNcnpCost(id, product.id)).toBe(1250);
    await screenshot(page, 'ncnp-costs');

    await page.reload();
    await expect.poll(() => field.inputValue()).toBe('€ 12,50');

    // An empty field removes the cost: the default price applies again.
    await field.fill('');
    await save.click();
    await saved(page);
    expect(await storedNcnpCost(id, product.id)).toBeNull();
    await page.reload();
    await field.waitFor();
    expect(await field.inputValue()).toBe('');
  });

  it("staff open a partner company's costs from the partner list and the overview", async () => {
    const dekker = await companyId(DEMO_COMPANY.dekker);
    const [cost] = await suite.portal.db
      .select({ cents: partnerProductCosts.costCents, name: products.name })
      .from(partnerProductCosts)
      .innerJoin(products, eq(products.id, partnerProductCosts.productId))
      .where(eq(partnerProductCosts.companyId, dekker))
      .orderBy(asc(products.position))
      .limit(1);
    const page = await openAs(
      suite,
      DEMO_USER.manager,
      '/lead-generator/partner/product',
      TALL_WINDOW,
    );
    const matrix = page.getByTestId('partner-cost-matrix');
    await matrix.getByRole('link', { name: DEMO_COMPANY.dekker }).waitFor();
    await matrix.getByText(formatMoney(cost!.cents)).first().waitFor();

    await page.goto('/lead-generator/partner/company');
    await page
      .getByTestId('partner-companies')
      .getByRole('link', { name: DEMO_COMPANY.dekker })
      .click();
    await waitForPath(page, `/lead-generator/partner/company/${dekker}/product`);
    await page.getByRole('heading', { name: 'Partnerkosten – Dekker Leads Partner' }).waitFor();
    const field = page.getByLabel(`Kosten per lead voor ${cost!.name}`);
    await expect.poll(() => field.inputValue()).toBe(fieldText(cost!.cents));
  });

  it('a partner sees the products of the companies it manages, view only', async () => {
    const page = await openAs(suite, DEMO_USER.partner, '/partner/company/product', TALL_WINDOW);
    const section = page
      .getByTestId('company-products-section')
      .filter({ has: page.getByRole('heading', { name: /Groen Zonnepanelen/ }) });
    await section.waitFor();
    expect(await section.getByRole('button', { name: 'Product toevoegen' }).count()).toBe(0);
    expect(await section.getByRole('button', { name: 'Alles pauzeren' }).count()).toBe(0);
  });
});
