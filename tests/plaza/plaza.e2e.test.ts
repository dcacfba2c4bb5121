import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { companyPartners } from '../../api/src/companies/company-partner.table';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { loginThroughForm, screenshot, waitForPath } from '../support/browser';
import { leadPayload } from '../leads/lead-test-kit';

const suite = useBrowserSuite();

const totalOf = async (page: Page) =>
  Number((await page.getByTestId('plaza-total').textContent())?.match(/\d+/)?.[0] ?? NaN);

/** A product's count as its checkbox shows it, e.g. "Zonnepanelen 12". */
async function productCount(page: Page, name: string): Promise<number> {
  const label = page.getByTestId('plaza-filters').getByText(name, { exact: true });
  const text = await label.locator('xpath=..').textContent();
  return Number(text?.replace(name, '').trim());
}

describe('the lead plaza', () => {
  it('a customer filters with counts, steps through leads with the arrow keys and buys one', async () => {
    const page = await openAs(suite, 'customer@demo.nl', '/lead-generator/plaza');
    await page.getByRole('heading', { name: 'Leadplein' }).waitFor();
    await page.getByTestId('plaza-offer').first().waitFor();
    const everything = await totalOf(page);
    expect(everything).toBeGreaterThan(1);

    // The product with the most leads: its count is what switching it on leaves.
    const names = await page
      .getByTestId('plaza-filters')
      .getByRole('checkbox')
      .evaluateAll((boxes) =>
        boxes.map((box) => box.closest('.mantine-Checkbox-root')?.textContent ?? ''),
      );
    const counts = names
      .map((text) => ({
        name: text.replace(/\s*\d+$/, ''),
        count: Number(text.match(/(\d+)$/)?.[1]),
      }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count);
    const busiest = counts[0]!;
    expect(await productCount(page, busiest.name)).toBe(busiest.count);
    await page.getByRole('checkbox', { name: new RegExp(`^${busiest.name}`) }).click();
    await expect.poll(() => totalOf(page)).toBe(busiest.count);
    expect(new URL(page.url()).searchParams.get('products')).toBeTruthy();

    // A choice of that product narrows the total to the choice's own count.
    const questions = page.locator('[data-testid^="plaza-questions-"]');
    const options = await questions
      .getByRole('checkbox')
      .evaluateAll((boxes) =>
        boxes.map((box) => box.closest('.mantine-Checkbox-root')?.textContent ?? ''),
      );
    const option = options
      .map((text) => ({ text, count: Number(text.match(/\((\d+)\)$/)?.[1]) }))
      .find((entry) => entry.count > 0 && entry.count < busiest.count);
    if (option) {
      await questions.getByText(option.text, { exact: true }).click();
      await expect.poll(() => totalOf(page)).toBe(option.count);
      // The back button takes the choice away again.
      await page.goBack();
      await expect.poll(() => totalOf(page)).toBe(busiest.count);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'plaza');

    // The detail modal: the arrow keys move through the page's leads.
    await page.getByTestId('plaza-offer').first().click();
    const modal = page.getByRole('dialog');
    await modal.getByTestId('plaza-detail-place').waitFor();
    await modal.getByText(/^1 van \d+$/).waitFor();
    const firstPlace = await modal.getByTestId('plaza-detail-place').textContent();
    await page.keyboard.press('ArrowRight');
    await modal.getByText(/^2 van \d+$/).waitFor();
    await page.keyboard.press('ArrowLeft');
    await modal.getByText(/^1 van \d+$/).waitFor();
    expect(await modal.getByTestId('plaza-detail-place').textContent()).toBe(firstPlace);
    expect(await modal.textContent()).toContain(
      'Naam, adres en contactgegevens zie je na het kopen.',
    );
    await modal.getByTestId('plaza-buy').and(page.locator(':not([disabled])')).waitFor();
    await screenshot(page, 'plaza-lead-modal');

    // Buying asks first, naming the price, then opens the whole lead.
    const price = (await modal.getByTestId('plaza-detail-price').textContent())!.trim();
    await modal.getByTestId('plaza-buy').click();
    const confirm = page.getByRole('dialog', { name: 'Lead kopen' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(price);
    await confirm.getByRole('button', { name: `Ja, kopen voor ${price}` }).click();
    await page.waitForURL((url) => /^\/customer\/lead\/\d+$/.test(url.pathname));
    await page.getByTestId('lead-answers').waitFor();
    const assignedPath = new URL(page.url()).pathname;

    await page.goto('/customer/lead');
    const row = page.getByTestId('assigned-lead-row').first();
    await row.waitFor();
    expect(await row.getByRole('link').getAttribute('href')).toBe(assignedPath);
  });

  it('shows new leads behind a banner instead of moving the list', async () => {
    const page = await openAs(
      suite,
      'customer@demo.nl',
      '/lead-generator/plaza?products=traprenovatie',
    );
    await page.getByTestId('plaza-total').filter({ hasText: /\d/ }).waitFor();
    const before = await totalOf(page);

    // A stair renovation near Eindhoven: Hendriks does not take it, so it stays on sale to it.
    const [partner] = await suite.portal.db.select().from(companyPartners).limit(1);
    const sent = await fetch(`${suite.portal.apiUrl}/partner/${partner!.guid}/lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(leadPayload('traprenovatie', 'eindhoven')),
    });
    expect(sent.status).toBe(201);
    const banner = page.getByTestId('plaza-new-leads');
    await banner.waitFor({ timeout: 15_000 });
    expect(await banner.textContent()).toContain('1 nieuwe lead');
    expect(await totalOf(page)).toBe(before);
    await banner.getByRole('button', { name: 'Tonen' }).click();
    await expect.poll(() => totalOf(page)).toBe(before + 1);
    await banner.waitFor({ state: 'detached' });
  });

  it('lets sales staff open a customer’s plaza from the company screen, and nobody else', async () => {
    const session = await suite.open();
    const page = session.page;
    await loginThroughForm(page, 'sales@demo.nl');
    await page.waitForURL((url) => url.pathname !== '/login');
    const [hendriks] = await suite.portal.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Hendriks Installatietechniek B.V.'));
    await page.goto(`/company/${hendriks!.id}`);
    await page.getByRole('link', { name: 'Leadplein van dit bedrijf' }).click();
    await page.waitForURL((url) => url.pathname === '/lead-generator/plaza');
    expect(new URL(page.url()).searchParams.get('companyId')).toBe(String(hendriks!.id));
    await page
      .getByText('Je werkt in het leadplein van Hendriks Installatietechniek B.V.')
      .waitFor();
    await page.getByTestId('plaza-offer').first().waitFor();

    // A customer following such a link lands on their own plaza.
    const customer = await openAs(
      suite,
      'customer@demo.nl',
      `/lead-generator/plaza?companyId=999&userId=1`,
    );
    await customer.waitForURL((url) => !url.searchParams.has('companyId'));
    await customer.getByText('Hendriks Installatietechniek B.V.').first().waitFor();
  });

  it('lets sales staff without a company pick one and opens its plaza; a manager learns who may and where to go', async () => {
    const [hendriks] = await suite.portal.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Hendriks Installatietechniek B.V.'));
    const sales = await openAs(suite, 'sales@demo.nl', '/lead-generator/plaza');
    const picker = sales.getByRole('combobox', { name: 'Bedrijf' });
    await picker.fill('Hendriks');
    await sales.getByRole('option', { name: /^Hendriks Installatietechniek B\.V\./ }).click();
    await sales.waitForURL((url) => url.searchParams.get('companyId') === String(hendriks!.id));
    expect(new URL(sales.url()).searchParams.get('userId')).toMatch(/^\d+$/);
    await sales
      .getByText('Je werkt in het leadplein van Hendriks Installatietechniek B.V.')
      .waitFor();
    await sales.getByTestId('plaza-offer').first().waitFor();
    await screenshot(sales, 'plaza-sales-company-picked');

    // The manager has no company and no Sales role: told why, with a way on.
    const manager = await openAs(suite, 'manager@demo.nl', '/lead-generator/plaza');
    await manager.getByText(/alleen medewerkers met de rol Sales/i).waitFor();
    await screenshot(manager, 'plaza-manager-no-company');
    expect(await manager.getByRole('combobox', { name: 'Bedrijf' }).count()).toBe(0);
    await manager.getByRole('link', { name: 'Leads bekijken' }).click();
    await waitForPath(manager, '/lead-generator/lead');
    await manager.goBack();
    await manager.getByRole('link', { name: 'Rol Sales toekennen' }).click();
    await manager.waitForURL((url) => /^\/user-roles\/\d+$/.test(url.pathname));
  });
});
