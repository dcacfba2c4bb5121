import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** True when the binary starts and tells its version. */
function runs(path: string): boolean {
  if (!existsSync(path)) return false;
  try {
    execFileSync(path, ['--version'], { stdio: 'ignore', timeout: 15_000 });
    return true;
  } catch {
    return false;
  }
}

let found: Promise<string> | undefined;

/**
 * The Chromium the browser tests drive, found without any setup step:
 * CHROMIUM_PATH when set, else Debian's /usr/bin/chromium when it runs, else
 * the headless build shipped inside the @sparticuz/chromium npm package
 * (unpacked to the temp folder on first use).
 */
export function chromiumPath(): Promise<string> {
  found ??= (async () => {
    const configured = process.env.CHROMIUM_PATH;
    if (configured) return configured;
    if (runs(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
    const shipped = (await import('@sparticuz/chromium')).default;
    return shipped.executablePath();
  })();
  return found;
}
