import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServers, SERVER_BUNDLES } from '../build-server';

/** A free loopback port, asked from the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Extra node flags per process from the environment, e.g. to profile the gateway:
 * GATEWAY_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' (API_NODE_FLAGS likewise).
 * BENCH_CHILD_STDOUT=1 passes their standard output through (for flags such as --trace-opt).
 */
function nodeFlags(entry: string): string[] {
  const value = entry.startsWith('api/')
    ? process.env.API_NODE_FLAGS
    : process.env.GATEWAY_NODE_FLAGS;
  return value ? value.split(/\s+/).filter(Boolean) : [];
}

export interface RunningPortal {
  gatewayUrl: string;
  /** Process ids of the api and the gateway (for CPU accounting). */
  pids: { api: number; gateway: number };
  /** Milliseconds from spawning both processes until the gateway answered /readyz. */
  readyAfterMs: number;
  stop(): Promise<void>;
}

export interface RunPortalOptions {
  /** The api's port (a free one when not given). */
  apiPort?: number;
  /** More environment for both processes, e.g. DATABASE_URL. */
  env?: Record<string, string>;
  /** A PGlite data folder prepared beforehand (removed on stop), instead of a fresh one. */
  dataDir?: string;
}

/**
 * Starts the portal as `npm start` does (the bundled api and gateway as separate processes,
 * PGlite in a fresh data folder unless DATABASE_URL is given) and waits until
 * the gateway reports ready.
 */
export async function runPortal(options: RunPortalOptions = {}): Promise<RunningPortal> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'leadportal-bench-'));
  const port = await freePort();
  const apiPort = options.apiPort ?? (await freePort());
  const env = {
    ...process.env,
    ...options.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    API_URL: `http://127.0.0.1:${apiPort}`,
    LOG_LEVEL: 'warn',
  };
  await buildServers();
  const started = performance.now();
  const children: ChildProcess[] = [SERVER_BUNDLES.api, SERVER_BUNDLES.gateway].map((bundle) =>
    spawn(process.execPath, [...bundle.nodeFlags, ...nodeFlags(bundle.outfile), bundle.outfile], {
      env,
      stdio: ['ignore', process.env.BENCH_CHILD_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    }),
  );
  const gatewayUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch(`${gatewayUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the portal did not get ready within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const readyAfterMs = performance.now() - started;
  return {
    gatewayUrl,
    pids: { api: children[0]!.pid!, gateway: children[1]!.pid! },
    readyAfterMs,
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Prints p50 / p95 / max of a list of milliseconds. */
export function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `${label}: n=${sorted.length} p50=${at(0.5).toFixed(0)} ms p95=${at(0.95).toFixed(0)} ms max=${sorted.at(-1)!.toFixed(0)} ms`;
}
