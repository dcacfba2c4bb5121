import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
/** Where the built web app lives. */
export const WEB_DIST = join(ROOT, 'web/dist');
// What the built app is made of: rebuilt when any of it is newer than the build.
const WEB_SOURCES = ['web/src', 'web/build', 'web/index.html', 'web/vite.config.ts', 'domain'].map(
  (path) => join(ROOT, path),
);

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** Builds web/dist when it is missing or older than its sources. */
export function ensureWebBuild(): void {
  const index = join(WEB_DIST, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const changedAt = Math.max(...WEB_SOURCES.map(newestChange));
  if (builtAt >= changedAt) return;
  execFileSync(
    join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which vite would keep: React's development build
      // (slower, and not what users get) would then be what the browser tests drive.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}
