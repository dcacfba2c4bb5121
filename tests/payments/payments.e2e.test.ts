import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '#domain/shared/format-money';
import { companies } from '../../api/src/companies/company.table';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot, waitForPath } from '../support/browser';
import { createGraphQLClient } from '../support/gateway-harness';

const suite = useBrowserSuite();
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

async function companyNamed(name: string) {
  const [company] = await suite.portal.db
    .select({ id: companies.id, balance: companies.balance })
    .from(companies)
    .where(eq(companies.name, name));
  return company!;
}

describe('paying through the offline checkout', () => {
  it('a customer pays a sent invoice online, lands on the payment message, and sees it paid', async () => {
    const hendriks = await companyNamed('Hendriks Installatietechniek B.V.');
    const finance = createGraphQLClient(suite.portal.gatewayUrl);
    await finance.login('finance@demo.nl');
    const made = await finance.request(
      `mutation ($id: ID!, $lines: [InvoiceLineInput!]!) {
        createExtraInvoice(companyId: $id, lines: $lines) { id number version } }`,
      {
        id: String(hendriks.id),
        lines: [{ description: 'Advertentie', quantity: 1, priceCents: 20000 }],
      },
    );
    const invoice = made.data.createExtraInvoice;
    await finance.request(
      'mutation ($id: ID!, $version: Int!) { sendInvoice(id: $id, version: $version) { id } }',
      { id: invoice.id, version: invoice.version },
    );
    // Taken out of direct debit, so the customer pays it online.
    const current = await finance.request(
      'query ($id: ID!) { invoice(id: $id) { version paymentMethod } }',
      {
        id: invoice.id,
      },
    );
    if (current.data.invoice.paymentMethod === 4)
      await finance.request(
        'mutation ($id: ID!, $version: Int!) { cancelDirectDebit(id: $id, version: $version) { id } }',
        { id: invoice.id, version: current.data.invoice.version },
      );

    const page = await openAs(suite, 'customer@demo.nl', '/customer/invoice');
    await page.getByRole('link', { name: invoice.number }).click();
    await page.getByRole('button', { name: 'Online betalen' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/offline/'));
    expect(plain(await page.textContent('main'))).toContain('€ 242,00');
    await page.getByRole('button', { name: 'Betalen' }).click();
    await waitForPath(page, '/message/payment-received');
    await page.getByRole('link', { name: 'Naar mijn facturen' }).click();
    await waitForPath(page, '/customer/invoice');
    const row = page.getByTestId('invoice-row').filter({ hasText: invoice.number });
    await expect.poll(() => row.getByTestId('invoice-status').textContent()).toBe('Betaald');
  });

  it('a prepaid customer tops up 1000 euro and sees the balance and the deposit in the ledger', async () => {
    const willems = await companyNamed('Willems Dakwerken');
    const page = await openAs(suite, 'both@demo.nl', '/customer/prepaid');
    const topUp = page.getByTestId('top-up');
    await topUp.getByText(plain(formatMoney(100_000))).click();
    await topUp.getByRole('button', { name: 'Opwaarderen' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/offline/'));
    await page.getByRole('button', { name: 'Betalen' }).click();
    await waitForPath(page, '/message/deposit-received');
    await page.goto('/customer/prepaid');
    const expected = plain(formatMoney(willems.balance + 100_000));
    await expect
      .poll(async () => plain(await page.getByTestId('prepaid-balance').textContent()))
      .toBe(expected);
    const first = page.getByTestId('balance-entry').first();
    expect(plain(await first.innerText())).toContain('Storting');
    expect(plain(await first.innerText())).toContain(expected);
    await screenshot(page, 'prepaid-top-up');
  });
});
