import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { loginThroughForm, screenshot, waitForPath, type BrowserSession } from '../support/browser';

const suite = useBrowserSuite();

async function open(viewport?: { width: number; height: number }): Promise<BrowserSession> {
  return suite.open(viewport);
}

describe('route access', () => {
  it('sends a user who opens a forbidden route to their home', async () => {
    const { page } = await open();
    await loginThroughForm(page, 'customer@demo.nl');
    await waitForPath(page, '/customer/dashboard');
    await page.goto('/company');
    await waitForPath(page, '/customer/dashboard');
    // A partner is refused the customer pages (a '!ROLE' rule) and goes to the partner dashboard.
    await page.getByRole('button', { name: 'Gebruikersmenu' }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await waitForPath(page, '/login');
    await loginThroughForm(page, 'partner@demo.nl');
    await waitForPath(page, '/partner/dashboard');
    await page.goto('/customer/invoice');
    await waitForPath(page, '/partner/dashboard');
  });

  it('shows /login for an unknown route', async () => {
    const { page } = await open();
    await page.goto('/deze/pagina/bestaat/niet');
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Inloggen' }).waitFor();
  });

  it('reopens the remembered route after login', async () => {
    const { page } = await open();
    await page.goto('/customer/invoice');
    await waitForPath(page, '/login');
    await loginThroughForm(page, 'customer@demo.nl');
    await waitForPath(page, '/customer/invoice');
    await expect.poll(() => page.title()).toBe('Mijn facturen | Leadportaal');
  });

  it('goes home instead when the remembered route is not for this user', async () => {
    const { page } = await open();
    await page.goto('/comparison/brand');
    await waitForPath(page, '/login');
    await loginThroughForm(page, 'consumer@demo.nl');
    await waitForPath(page, '/consumer/dashboard');
  });

  it('lets a user holding both roles switch between company and consumer side', async () => {
    const { page } = await open();
    await loginThroughForm(page, 'both@demo.nl');
    await waitForPath(page, '/customer/dashboard');
    await page.getByRole('link', { name: 'Mijn leads' }).waitFor();
    await page.getByText('Consument', { exact: true }).click();
    await waitForPath(page, '/consumer/dashboard');
    await page.getByRole('link', { name: 'Mijn offerteaanvragen' }).waitFor();
    expect(await page.getByRole('link', { name: 'Mijn leads' }).count()).toBe(0);
    await screenshot(page, 'both-consumer-side');
    // The side is kept on the device: a new visit of /login lands on the consumer side.
    await page.goto('/login');
    await waitForPath(page, '/consumer/dashboard');
    await page.getByText('Bedrijf', { exact: true }).click();
    await waitForPath(page, '/customer/dashboard');
  });

  it('shows staff only the groups their role may open', async () => {
    const { page } = await open();
    await loginThroughForm(page, 'cms@demo.nl');
    await waitForPath(page, '/page');
    const navigation = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    await navigation.getByText('CMS', { exact: true }).waitFor();
    expect(await navigation.getByText('Facturen', { exact: true }).count()).toBe(0);
    expect(await navigation.getByText('Vergelijken', { exact: true }).count()).toBe(0);
    await navigation.getByRole('link', { name: 'Domeinen' }).click();
    await waitForPath(page, '/domain');
    await expect.poll(() => page.title()).toBe('Domeinen | Leadportaal');
  });

  it('closes the mobile menu after choosing a screen', async () => {
    const { page } = await open({ width: 390, height: 800 });
    await loginThroughForm(page, 'customer@demo.nl');
    await waitForPath(page, '/customer/dashboard');
    const link = page.getByRole('link', { name: 'Mijn facturen' });
    // The folded menu is moved out of the window, not removed.
    const onScreen = async () => {
      const box = await link.boundingBox();
      return box !== null && box.x + box.width > 0 && box.x < 390;
    };
    await expect.poll(onScreen).toBe(false);
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await expect.poll(onScreen).toBe(true);
    await screenshot(page, 'mobile-menu-open');
    await link.click();
    await waitForPath(page, '/customer/invoice');
    await expect.poll(onScreen).toBe(false);
  });

  it('reloads the page when the calendar day changes while it is open', async () => {
    const { page, context } = await open();
    await context.clock.install({ time: new Date('2026-03-01T23:58:30') });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Inloggen' }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    // Still the same day after a minute: no reload.
    await page.clock.runFor(60_000);
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(61_000);
    await reloaded;
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(false);
  });

  it('shows the payment-received notice with a way to the invoices', async () => {
    const { page } = await open();
    await page.goto('/message/payment-received');
    await page.getByRole('heading', { name: 'Je betaling wordt verwerkt' }).waitFor();
    await page.getByRole('link', { name: 'Naar mijn facturen' }).click();
    // Not logged in: the invoices ask for a login first and are remembered.
    await waitForPath(page, '/login');
    await loginThroughForm(page, 'customer@demo.nl');
    await waitForPath(page, '/customer/invoice');
  });
});
