import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '#domain/shared/format-money';
import { companies } from '../../api/src/companies/company.table';
import { useBrowserSuite } from '../support/browser-suite';
import { loginThroughForm, screenshot } from '../support/browser';

const suite = useBrowserSuite();

describe('prepaid', () => {
  it('a prepaid customer sees the balance and every change of it, the newest first', async () => {
    const [willems] = await suite.portal.db
      .select({ balance: companies.balance })
      .from(companies)
      .where(eq(companies.name, 'Willems Dakwerken'));
    const page = (await suite.open()).page;
    await loginThroughForm(page, 'both@demo.nl');
    await page.getByRole('link', { name: 'Tegoed' }).click();
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
});
