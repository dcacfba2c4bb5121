import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  launchBrowser,
  loginThroughForm,
  openSession,
  waitForPath,
  type BrowserSession,
} from '../support/browser';
import type { RunningStack } from '../support/gateway-harness';
import { startPortal } from '../support/portal-harness';

let portal: RunningStack;
let browser: Browser;
let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  session = await openSession(browser, portal.gatewayUrl);
  page = session.page;
  await loginThroughForm(page, 'manager@demo.nl');
  await waitForPath(page, '/lead-generator/dashboard');
});
afterAll(async () => {
  await session?.context.close();
  await browser?.close();
  await portal?.close();
});

/** Finds a user on /user-roles and opens their role screen. */
async function openRolesOf(email: string) {
  await page.goto('/user-roles');
  await page.getByLabel('Zoeken op e-mail of naam').fill(email);
  await page.getByTestId('user-role-row').filter({ hasText: email }).click();
  await page.waitForURL(/\/user-roles\/\d+$/);
}

it('the manager grants a role and removes it again after confirming', async () => {
  await openRolesOf('finance@demo.nl');
  const claims = page.getByRole('switch', { name: 'Claims' });
  await claims.click();
  await page.getByText('De wijzigingen zijn opgeslagen.').first().waitFor();
  await expect(claims.isChecked()).resolves.toBe(true);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Claims' }).isChecked()).resolves.toBe(true);

  await page.getByRole('switch', { name: 'Claims' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Intrekken' }).click();
  await expect.poll(() => page.getByRole('switch', { name: 'Claims' }).isChecked()).toBe(false);
});

it('the manager cannot remove the last role of a user', async () => {
  await openRolesOf('cms@demo.nl');
  const cms = page.getByRole('switch', { name: 'CMS-gebruiker' });
  await expect(cms.isChecked()).resolves.toBe(true);
  await cms.click();
  await page.getByText('Een gebruiker moet ten minste één rol houden.').waitFor();
  await expect(cms.isChecked()).resolves.toBe(true);
});

it('granting roles to a user by e-mail needs at least one role', async () => {
  await page.goto('/user-roles/new');
  await page.getByLabel('E-mailadres').fill('comparison@demo.nl');
  await page.getByRole('button', { name: 'Rollen toekennen' }).last().click();
  await page.getByText('Een gebruiker moet ten minste één rol houden.').waitFor();
  await expect(page.getByRole('switch', { name: 'Sales' }).isChecked()).resolves.toBe(false);
  await page.getByRole('switch', { name: 'Sales' }).click();
  await page.getByRole('button', { name: 'Rollen toekennen' }).last().click();
  await page.waitForURL(/\/user-roles\/\d+$/);
  await expect.poll(() => page.getByRole('switch', { name: 'Sales' }).isChecked()).toBe(true);
  await expect.poll(() => page.getByRole('switch', { name: 'Vergelijker' }).isChecked()).toBe(true);
});
