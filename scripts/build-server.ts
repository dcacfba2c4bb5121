/**
 * Bundles the api and the gateway into plain JavaScript for `npm start` and the benches:
 * node then runs them without a TypeScript loader, whose hook thread kept a second copy
 * of every module and its source map in memory (about 90 MB less resident per process,
 * and a faster start). Packages stay in node_modules.
 *
 * A bundle sits two folders below its program (api/.build/server/main.mjs), the depth
 * of the modules that find files beside the code through import.meta.url
 * (api/src/db/migrate.ts, api/src/companies/postal-code-data.ts,
 * gateway/src/schema/build-schema.ts), so their relative paths still hold.
 *
 *   npm run build:server
 */
import { build } from 'esbuild';

/**
 * The programs and how node runs them. The api's old generation is capped at 192 MB:
 * its live data stays under 100 MB even while it reads a 100,000-item feed, and without
 * a cap V8 lets garbage pile up to several times that before collecting (npm run
 * bench:feeds: 380 MB resident at the peak, 270 MB with the cap, equally fast).
 */
export const SERVER_BUNDLES = {
  api: {
    entry: 'api/src/main.ts',
    outfile: 'api/.build/server/main.mjs',
    nodeFlags: ['--enable-source-maps', '--max-old-space-size=192'],
  },
  gateway: {
    entry: 'gateway/src/main.ts',
    outfile: 'gateway/.build/server/main.mjs',
    nodeFlags: ['--enable-source-maps'],
  },
} as const;

/** Bundles one entry point (ESM for Node 20, packages external, with a source map). */
export async function bundleServer(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

export async function buildServers(): Promise<void> {
  await Promise.all(
    Object.values(SERVER_BUNDLES).map(({ entry, outfile }) => bundleServer(entry, outfile)),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServers();
