import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot, waitForPath } from '../support/browser';

const suite = useBrowserSuite();

describe('deals', () => {
  it('staff make a deal from the company screen, see it on the company, and end it after confirming', async () => {
    const [company] = await suite.portal.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Hendriks Installatietechniek B.V.'));
    const page = await openAs(suite, 'sales@demo.nl', `/company/${company!.id}`);
    const card = page.getByTestId('company-deals');
    await card.getByRole('link', { name: 'Nieuwe deal' }).click();
    await waitForPath(page, `/lead-generator/deal/new/company/${company!.id}`);

    // A free deal may cover at most 25 leads: the form says so, the api refuses more.
    const row = page.getByTestId('deal-product').first();
    await row.getByLabel('Product', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Zonnepanelen', exact: true }).click();
    await row.getByRole('checkbox', { name: 'Gratis' }).check();
    const max = page.getByRole('textbox', { name: 'Maximaal aantal leads' });
    expect(await max.getAttribute('placeholder')).toBe('Max. 25');
    await max.fill('30');
    await page.getByRole('checkbox', { name: 'Met gratis lead' }).check();
    await page.getByRole('button', { name: 'Deal opslaan' }).click();
    await page.getByText('Het maximum van de deal is te hoog.').waitFor();

    // A priced deal instead.
    await row.getByRole('checkbox', { name: 'Gratis' }).uncheck();
    await row.getByRole('textbox', { name: 'Prijs per lead' }).fill('27,50');
    await max.fill('40');
    await page.getByRole('button', { name: 'Deal opslaan' }).click();
    await waitForPath(page, `/company/${company!.id}`);
    const deal = page.getByTestId('company-deal').first();
    await deal.getByText(/Zonnepanelen\s+€\s*27,50/).waitFor();
    expect(await deal.innerText()).toContain('0 van 40');
    await screenshot(page, 'company-deals');

    await deal.getByRole('button', { name: 'Beëindigen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Beëindigen' }).click();
    await deal.getByText('Beëindigd').waitFor();
  });
});
