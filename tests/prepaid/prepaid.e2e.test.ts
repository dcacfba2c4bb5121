import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '#domain/shared/format-money';
import { companies } from '../../api/src/companies/company.table';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { loginThroughForm, screenshot, waitForPath } from '../support/browser';

const suite = useBrowserSuite();

describe('prepaid', () => {
  it('a prepaid customer sees the balance and every change of it, the newest first', async () => {
    const [willems] = await suite.portal.db
      .select({ balance: companies.balance })
      .from(companies)
      .where(eq(companies.name, 'Willems Dakwerken'));
    const page = (await suite.open()).page;
    await loginThroughForm(page, 'both@demo.nl');
    await page.getByRole('link', { name: 'Tegoed', exact: true }).click();
    const balance = page.getByTestId('prepaid-balance');
    await balance.waitFor();
    const shown = formatMoney(willems!.balance).replace(/\s/g, ' ');
    expect((await balance.innerText()).replace(/\s/g, ' ')).toBe(shown);
    const rows = page.getByTestId('balance-entry');
    await rows.first().waitFor();
    expect((await rows.first().innerText()).replace(/\s/g, ' ')).toContain(shown);
    expect(await rows.last().innerText()).toContain('Beginsaldo');
    await screenshot(page, 'prepaid');
  });

  it('after a top-up the customer is led back to Tegoed, where its receipt is listed as a PDF', async () => {
    const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
    const page = await openAs(suite, 'both@demo.nl', '/customer/prepaid');
    const receipts = page.getByTestId('receipt');
    await receipts.first().waitFor();
    const before = await receipts.count();

    const topUp = page.getByTestId('top-up');
    await topUp.getByText(plain(formatMoney(25_000))).click();
    await topUp.getByRole('button', { name: 'Betalen met Tikkie' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/offline/'));
    await page.getByRole('button', { name: 'Betalen' }).click();
    await waitForPath(page, '/message/deposit-received');
    await page.getByRole('link', { name: 'Naar mijn tegoed' }).click();
    await waitForPath(page, '/customer/prepaid');

    await expect.poll(() => receipts.count()).toBe(before + 1);
    const newest = receipts.first();
    expect(plain(await newest.innerText())).toContain(plain(formatMoney(25_000)));
    expect(await newest.innerText()).toContain('Tikkie');
    const href = await newest.getByRole('link').getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // The deposit's row in the ledger leads to the same receipt.
    const entry = page.getByTestId('balance-entry').first();
    expect(await entry.innerText()).toContain('Storting');
    expect(await entry.getByRole('link', { name: 'kwitantie' }).getAttribute('href')).toBe(href);
    await screenshot(page, 'prepaid-receipts');
  });

  it('finance refunds part of a balance with a reason; the customer reads it on Tegoed', async () => {
    const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
    const [willems] = await suite.portal.db
      .select({ id: companies.id, balance: companies.balance })
      .from(companies)
      .where(eq(companies.name, 'Willems Dakwerken'));
    const staff = await openAs(suite, 'finance@demo.nl', `/company/${willems!.id}`);
    await staff.getByTestId('adjust-balance').click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    // Without a reason nothing is sent.
    await dialog.getByText('Geef een reden op.').waitFor();
    await dialog.getByLabel('Terug te betalen bedrag').fill('25');
    await dialog.getByLabel('Reden').fill('Restant op verzoek teruggestort');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => {
        const [row] = await suite.portal.db
          .select({ balance: companies.balance })
          .from(companies)
          .where(eq(companies.id, willems!.id));
        return row!.balance;
      })
      .toBe(willems!.balance - 2_500);

    const customer = await openAs(suite, 'both@demo.nl', '/customer/prepaid');
    const first = customer.getByTestId('balance-entry').first();
    await first.waitFor();
    expect(plain(await first.innerText())).toContain('Terugbetaald');
    expect(await first.getByTestId('balance-entry-note').innerText()).toBe(
      'Restant op verzoek teruggestort',
    );
  });
});
