import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite';
import { loginThroughForm, screenshot, waitForPath, type BrowserSession } from '../support/browser';

// Where the login screen sends each kind of account (domain/accounts/home-path.ts), one
// account a home: the home path of every demo account is checked in login.gateway.test.ts,
// and each home's contents per role in the dashboards' browser tests.
const HOMES: Array<[string, string]> = [
  ['manager@demo.nl', '/lead-generator/dashboard'],
  ['cms@demo.nl', '/page'],
  ['comparison@demo.nl', '/comparison/product-feed'],
  ['customer@demo.nl', '/customer/dashboard'],
  ['partner@demo.nl', '/partner/dashboard'],
  ['consumer@demo.nl', '/consumer/dashboard'],
];

// Homes whose screen is built show its title; the others the placeholder.
const BUILT_HOMES: Record<string, string> = {
  '/lead-generator/dashboard': 'Overzicht leadbeheer',
  '/customer/dashboard': 'Mijn overzicht',
  '/partner/dashboard': 'Partneroverzicht',
  '/page': "Pagina's",
  '/comparison/product-feed': 'Productfeeds',
};

const suite = useBrowserSuite();

async function open(): Promise<BrowserSession> {
  return suite.open();
}

function operationName(request: Request): string | undefined {
  const body = request.postData();
  return body ? (JSON.parse(body) as { operationName?: string }).operationName : undefined;
}

/**
 * Holds the page's first session check (the Viewer query) back until the returned
 * function is called. With `nobody`, it then answers as the server did for a request
 * sent before the login: nobody is logged in.
 */
async function holdViewerQuery(page: Page, answer?: 'nobody'): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route('**/graphql', async (route) => {
    if (operationName(route.request()) !== 'Viewer' || !first) return route.continue();
    first = false;
    await held;
    if (answer === 'nobody') return route.fulfill({ json: { data: { viewer: null } } });
    return route.continue();
  });
  return release;
}

describe('login screen', () => {
  it.each(HOMES)('%s logs in and lands on %s', async (email, home) => {
    const { page } = await open();
    await page.goto('/login');
    await loginThroughForm(page, email);
    await waitForPath(page, home);
    // Unbuilt screens still open inside the shell, with the user menu in the header.
    await page.getByRole('button', { name: 'Gebruikersmenu' }).waitFor();
    await page
      .getByRole('heading', { name: BUILT_HOMES[home] ?? 'Nog niet beschikbaar', exact: true })
      .waitFor();
    // The home has finished loading: its figures, charts and map are drawn, no loader is left.
    await expect.poll(() => page.locator('.mantine-Loader-root').count()).toBe(0);
    await screenshot(page, `home-${email}`);
  });

  it('shows the Dutch bad-credentials notice at the bottom on a wrong password and stays on /login', async () => {
    const { page } = await open();
    await page.goto('/login');
    await loginThroughForm(page, 'customer@demo.nl', 'Verkeerd123');
    const notice = page.getByText(
      'Inloggen is niet gelukt. Controleer je e-mailadres en wachtwoord.',
    );
    await notice.waitFor();
    const box = await notice.boundingBox();
    expect(box).not.toBeNull();
    // Bottom centre of the 1280 x 800 window.
    expect(box!.y).toBeGreaterThan(400);
    expect(Math.abs(box!.x + box!.width / 2 - 640)).toBeLessThan(200);
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-bad-credentials');
  });

  it('checks the fields before sending anything', async () => {
    const { page } = await open();
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill('geen-adres');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByText('Vul een geldig e-mailadres in.').waitFor();
    await page.getByText('Vul je wachtwoord in.').waitFor();
  });

  it('sends a logged-in user from /login to their home, and logs out through the user menu', async () => {
    const { page } = await open();
    await loginThroughForm(page, 'consumer@demo.nl');
    await waitForPath(page, '/consumer/dashboard');
    await page.goto('/login');
    await waitForPath(page, '/consumer/dashboard');
    await page.getByRole('button', { name: 'Gebruikersmenu' }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await waitForPath(page, '/login');
    // The session is gone: a portal screen now asks for a login again.
    await page.goto('/consumer/dashboard');
    await waitForPath(page, '/login');
  });

  it('shows the form before the session check has answered, then sends a logged-in user home', async () => {
    const { page } = await open();
    await loginThroughForm(page, 'consumer@demo.nl');
    await waitForPath(page, '/consumer/dashboard');
    const release = await holdViewerQuery(page);
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill('consumer@demo.nl');
    expect(new URL(page.url()).pathname).toBe('/login');
    release();
    await waitForPath(page, '/consumer/dashboard');
  });

  it('logs in when the form is sent before the session check has answered', async () => {
    const { page } = await open();
    const release = await holdViewerQuery(page, 'nobody');
    // Released once the login has answered (or, when the login waits for the session
    // check, after a second): the late "nobody is logged in" must not undo the login.
    const loginAnswered = page
      .waitForRequest((request) => operationName(request) === 'Login', { timeout: 1000 })
      .then((request) => request.response())
      .catch(() => undefined);
    await loginThroughForm(page, 'consumer@demo.nl');
    await loginAnswered;
    const viewerAnswered = page.waitForResponse(
      (response) => operationName(response.request()) === 'Viewer',
    );
    release();
    await viewerAnswered;
    await waitForPath(page, '/consumer/dashboard');
    await page.getByRole('button', { name: 'Gebruikersmenu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/consumer/dashboard');
  });

  it('sets the page title per screen', async () => {
    const { page } = await open();
    await page.goto('/login');
    await expect.poll(() => page.title()).toBe('Inloggen | Leadportaal');
    await loginThroughForm(page, 'cms@demo.nl');
    await waitForPath(page, '/page');
    await expect.poll(() => page.title()).toBe("Pagina's | Leadportaal");
    await page.goto('/password-reset');
    await expect.poll(() => page.title()).toBe('Wachtwoord vergeten | Leadportaal');
  });
});
