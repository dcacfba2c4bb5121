import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS } from './browser';
import { chromiumPath } from './chromium-path';
import { ensureWebBuild } from './web-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket endpoint of the one Chromium every browser-test file connects to. */
    browserWsEndpoint: string;
  }
}

/**
 * Starting Chromium takes a second or two; the browser tests start it once per run
 * and each test file connects to it, with a fresh context (own cookies and storage)
 * per test as before.
 */
export default async function setup(project: TestProject) {
  // Built once here, before browser-test files start side by side: two files finding an
  // old build at once would both rebuild web/dist under each other.
  ensureWebBuild();
  const server = await chromium.launchServer({
    executablePath: await chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  project.provide('browserWsEndpoint', server.wsEndpoint());
  return () => server.close();
}
