import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { waitForPath } from '../support/browser';
import { loginBrowser, openAs } from '../support/login-kit';
import { DEMO_COMPANY, DEMO_COMPANY_USER, DEMO_USER } from '../support/demo';

const suite = useBrowserSuite();

// A 1 x 1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('customer notices', () => {
  it('warns a prepaid customer whose balance is below 25 euros', async () => {
    const page = await loginBrowser(suite, DEMO_COMPANY_USER.proef);
    await page.getByRole('button', { name: 'Aan de slag' }).click();
    const alert = page.getByTestId('low-balance-alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('€ 15,-');
  });

  it('sends a suspended company to its invoices', async () => {
    const page = await loginBrowser(suite, 'info@kozijnen-noord.demo.nl');
    await waitForPath(page, '/customer/invoice');
    await page.goto('/customer/company');
    await waitForPath(page, '/customer/invoice');
  });
});

describe('company uploads', () => {
  it('uploads a logo and refuses a file type that is not an image', async () => {
    const page = await openAs(suite, DEMO_USER.manager, '/company?search=Hendriks');
    await page
      .getByTestId('company-table')
      .getByRole('link', { name: DEMO_COMPANY.hendriks })
      .click();
    const input = page.getByTestId('dropzone-logo').locator('input[type=file]');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hallo'),
    });
    await page.getByText('Dit bestandstype wordt niet ondersteund.').waitFor();
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Het bestand is geüpload.').waitFor();
    await page.getByRole('img', { name: 'Logo', exact: true }).waitFor();
  });
});
