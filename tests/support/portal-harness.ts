import { startStack, type RunningStack, type StartStackOptions } from './gateway-harness';
import { ensureWebBuild, WEB_DIST } from './web-build';

/** The whole portal as a user reaches it: api + gateway serving the built web app, on loopback. */
export async function startPortal(options: StartStackOptions = {}): Promise<RunningStack> {
  ensureWebBuild();
  return startStack({ ...options, gateway: { webDist: WEB_DIST, ...options.gateway } });
}
