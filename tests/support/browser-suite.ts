import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, openSession, type BrowserSession } from './browser';
import type { RunningStack, StartStackOptions } from './gateway-harness';
import { startPortal } from './portal-harness';

export interface BrowserSuite {
  /** The running portal (api + gateway + built web app) of this test file. */
  readonly portal: RunningStack;
  /** A fresh browser context (own cookies and storage) for the current test; closed after it. */
  open(viewport?: { width: number; height: number }): Promise<BrowserSession>;
}

/**
 * One portal per browser-test file on the run's one Chromium, a new context per test:
 * call it at the top level of the file. `options` go to the portal's api and gateway
 * (e.g. `api.feedRunner` to read product feeds in the background).
 */
export function useBrowserSuite(options: StartStackOptions = {}): BrowserSuite {
  let portal: RunningStack | undefined;
  let browser: Browser | undefined;
  const sessions: BrowserSession[] = [];

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(options), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((session) => session.context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  return {
    get portal() {
      if (!portal) throw new Error('the portal starts in beforeAll');
      return portal;
    },
    async open(viewport) {
      if (!browser || !portal) throw new Error('the browser starts in beforeAll');
      const session = await openSession(browser, portal.gatewayUrl, viewport);
      sessions.push(session);
      return session;
    },
  };
}
