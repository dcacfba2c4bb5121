import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot, screenshotPath, waitForPath } from '../support/browser';
import { pdfFirstPageToPng } from '../support/pdf-to-png';

const suite = useBrowserSuite();

async function hendriksId() {
  const [company] = await suite.portal.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Hendriks Installatietechniek B.V.'));
  return company!.id;
}

describe('invoices', () => {
  it('finance types an extra invoice, completes and sends it; the customer sees it', async () => {
    const companyId = await hendriksId();
    const page = await openAs(suite, 'finance@demo.nl', `/company/${companyId}`);
    await page.getByTestId('company-invoices').getByRole('link', { name: 'Extra factuur' }).click();
    await waitForPath(page, `/invoice/extra/company/${companyId}`);

    // Quantity without a price is refused on its line before anything is sent.
    const lines = page.getByTestId('extra-line');
    await lines.nth(0).getByLabel('Omschrijving').fill('Advertentie regiopagina');
    await lines.nth(0).getByLabel('Prijs').fill('');
    await page.getByRole('button', { name: 'Factuur afronden' }).click();
    await lines.nth(0).getByText('Vul bij elke factuurregel een aantal en een prijs in.').waitFor();
    await lines.nth(0).getByLabel('Prijs').fill('125,00');
    await page.getByRole('button', { name: 'Regel toevoegen' }).click();
    await lines.nth(1).getByLabel('Omschrijving').fill('Korting eerste maand');
    await lines.nth(1).getByLabel('Prijs').fill('-25');
    await expect.poll(() => page.getByTestId('extra-subtotal').textContent()).toContain('€ 100,-');
    await page.getByRole('button', { name: 'Factuur afronden' }).click();

    await page.waitForURL((url) => /^\/invoice\/\d+$/.test(url.pathname));
    await expect.poll(() => page.getByTestId('invoice-total').textContent()).toBe('€ 121,-');
    expect(await page.getByTestId('invoice-status').textContent()).toBe('Niet verzonden');
    const number = (await page.getByRole('heading', { level: 2 }).textContent())!.replace(
      'Factuur ',
      '',
    );
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Versturen' }).click();
    await expect.poll(() => page.getByTestId('invoice-status').textContent()).toBe('Niet betaald');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await screenshot(page, 'invoice-detail');

    // The PDF the customer receives, its first page as an image.
    const invoiceId = new URL(page.url()).pathname.split('/').pop()!;
    const pdf = await page.request.get(`/files/invoice/${invoiceId}/pdf`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const viewer = await page.context().newPage();
    const png = await pdfFirstPageToPng(viewer, Buffer.from(await pdf.body()));
    const size = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    // A4 upright: the height is √2 times the width.
    expect(size.height / size.width).toBeCloseTo(Math.SQRT2, 1);
    writeFileSync(screenshotPath('invoice-pdf'), png);
    await viewer.close();

    await page.goto('/invoice');
    await page.getByTestId('invoice-row').first().waitFor();
    await page.getByRole('textbox', { name: 'Bedrijfsnr.' }).fill(String(companyId));
    await expect.poll(() => page.getByTestId('invoice-table').textContent()).toContain(number);
    expect(page.url()).toContain(`companyId=${companyId}`);
    await screenshot(page, 'invoice-list');

    const customer = await openAs(suite, 'customer@demo.nl', '/customer/invoice');
    await customer.getByRole('link', { name: number }).click();
    await customer.getByTestId('invoice-lines').getByText('Korting eerste maand').waitFor();
    expect(await customer.getByTestId('invoice-total').textContent()).toBe('€ 121,-');
  });

  it('finance completes a company’s current invoice, which lists the leads it billed', async () => {
    const companyId = await hendriksId();
    const page = await openAs(suite, 'finance@demo.nl', `/company/${companyId}`);
    await page
      .getByTestId('company-invoices')
      .getByRole('link', { name: /^Lopende factuur/ })
      .click();
    await waitForPath(page, `/invoice/unsent/company/${companyId}`);
    const lines = page.getByTestId('invoice-lines').locator('tbody tr');
    await lines.first().waitFor();
    // Claim credits are lines too; the billed leads are the lines that name a lead.
    const count = await lines.filter({ hasText: /^Lead \d+/ }).count();
    const total = await page.getByTestId('invoice-total').textContent();
    await page.getByRole('button', { name: 'Factuur afronden' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Factuur afronden' }).click();
    await page.waitForURL((url) => /^\/invoice\/\d+$/.test(url.pathname));
    expect(await page.getByTestId('invoice-total').textContent()).toBe(total);
    await expect
      .poll(() => page.getByTestId('billed-leads').locator('tbody tr').count())
      .toBe(count);
    await page.getByRole('link', { name: 'Claims op deze factuur' }).waitFor();
  });
});
