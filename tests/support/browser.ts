import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumPath } from './chromium-path';

const SCREENSHOTS = resolve(import.meta.dirname, '../../test-results/screenshots');

/** Headless, without background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The run's Chromium (started once by browser-server.global-setup.ts), or a Chromium
 * of its own (see chromiumPath) when the file runs outside that setup.
 * `close()` on a connected browser closes this file's contexts and disconnects.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserWsEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
}

/** A fresh context (own cookies and storage) per test, in Dutch, desktop size unless told. */
export async function openSession(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
): Promise<BrowserSession> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'nl-NL' });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  return { context, page };
}

/** Where a screenshot of that name is kept (test-results/screenshots/<name>.png). */
export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return join(SCREENSHOTS, `${name.replace(/[^\w.-]+/g, '-')}.png`);
}

/** Saves a full-page screenshot under test-results/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** Logs in through the login screen, as a user would. */
export async function loginThroughForm(
  page: Page,
  email: string,
  password = 'Welkom123',
): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** The path (without origin) once the page has settled on a URL matching `path`. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}
