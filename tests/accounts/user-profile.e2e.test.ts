import { expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { loginThroughForm, waitForPath } from '../support/browser';

const suite = useBrowserSuite();

async function loggedIn(email: string, home: string) {
  const session = await suite.open();
  const { page } = session;
  await loginThroughForm(page, email);
  await waitForPath(page, home);
  return page;
}

it('a customer renames themselves on /user/current and sees the new name in the header', async () => {
  const page = await loggedIn('customer@demo.nl', '/customer/dashboard');
  await page.goto('/user/current');
  await page.getByLabel('Voornaam').fill('Rudolf');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByText('De wijzigingen zijn opgeslagen.').waitFor();
  await page.locator('header').getByText('Rudolf Hendriks').waitFor();
  await expect(page.getByTestId('profile-name').textContent()).resolves.toBe('Rudolf Hendriks');
});

it('changing the own e-mail sends the user to /login, and the new e-mail logs in', async () => {
  const page = await loggedIn('consumer@demo.nl', '/consumer/dashboard');
  await page.goto('/user/current');
  await page.getByLabel('E-mailadres').fill('consument.nieuw@demo.nl');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await waitForPath(page, '/login');
  await page.getByText('De wijzigingen zijn opgeslagen. Log opnieuw in.').waitFor();
  // The profile was the route in use when the session ended: it reopens after the new login.
  await loginThroughForm(page, 'consument.nieuw@demo.nl');
  await waitForPath(page, '/user/current');
  await page.getByText('consument.nieuw@demo.nl').first().waitFor();
});
