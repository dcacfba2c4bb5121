import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { loginThroughForm, waitForPath } from '../support/browser';

const suite = useBrowserSuite();

// A 1 x 1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function loggedIn(email: string): Promise<Page> {
  const session = await suite.open();
  await loginThroughForm(session.page, email);
  await session.page.waitForURL((url) => url.pathname !== '/login');
  return session.page;
}

describe('customer notices', () => {
  it('warns a prepaid customer whose balance is below 25 euros', async () => {
    const page = await loggedIn('info@proef-klusbedrijf.demo.nl');
    await page.getByRole('button', { name: 'Aan de slag' }).click();
    const alert = page.getByTestId('low-balance-alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('€ 15,-');
  });

  it('sends a suspended company to its invoices', async () => {
    const page = await loggedIn('info@kozijnen-noord.demo.nl');
    await waitForPath(page, '/customer/invoice');
    await page.goto('/customer/company');
    await waitForPath(page, '/customer/invoice');
  });
});

describe('company uploads', () => {
  it('uploads a logo and refuses a file type that is not an image', async () => {
    const page = await loggedIn('manager@demo.nl');
    await page.goto('/company?search=Hendriks');
    await page
      .getByTestId('company-table')
      .getByRole('link', { name: 'Hendriks Installatietechniek B.V.' })
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
