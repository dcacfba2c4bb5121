/**
 * `npm start` after the web build: bundles the api and the gateway and runs both with
 * node and their flags (scripts/build-server.ts), stopping both when one stops.
 *
 * API_PROCESSES=N (default 1) runs N api processes on the one API_PORT (node's cluster: this
 * process hands the connections round) against one PostgreSQL (DATABASE_URL; PGlite's data
 * folder belongs to one process). The first one starts alone, so it alone migrates and loads
 * the demo data; the others follow once it listens. Every rule that must hold across processes
 * does (session cache: docs/performance.md; jobs take their rows with locks).
 */
import cluster, { type Worker } from 'node:cluster';
import concurrently from 'concurrently';
import { buildServers, SERVER_BUNDLES } from './build-server';

const apiProcesses = Number(process.env.API_PROCESSES ?? 1);
if (!Number.isInteger(apiProcesses) || apiProcesses < 1) {
  console.error('API_PROCESSES must be a whole number of at least 1');
  process.exit(1);
}
if (apiProcesses > 1 && !process.env.DATABASE_URL) {
  console.error('API_PROCESSES above 1 needs DATABASE_URL: a PGlite data folder has one process');
  process.exit(1);
}

await buildServers();
const programs = apiProcesses === 1 ? SERVER_BUNDLES : { gateway: SERVER_BUNDLES.gateway };
const { result, commands } = concurrently(
  Object.entries(programs).map(([name, bundle]) => ({
    name,
    command: ['node', ...bundle.nodeFlags, bundle.outfile].join(' '),
    prefixColor: name === 'api' ? 'blue' : 'green',
  })),
  { killOthersOn: ['failure', 'success'] },
);

const workers: Worker[] = [];
let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  process.exitCode ??= code;
  for (const worker of workers) worker.process.kill('SIGTERM');
  for (const command of commands) command.kill('SIGTERM');
}

if (apiProcesses > 1) {
  const api = SERVER_BUNDLES.api;
  cluster.setupPrimary({ exec: api.outfile, execArgv: [...api.nodeFlags] });
  // One api stopping stops everything, as with one process.
  cluster.on('exit', (_worker, code) => stopAll(code ?? 1));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
  const first = cluster.fork();
  workers.push(first);
  first.once('listening', () => {
    for (let i = 1; i < apiProcesses; i += 1) workers.push(cluster.fork());
    console.log(`api: ${apiProcesses} processes on one port`);
  });
}

await result.catch(() => {
  process.exitCode = 1;
});
stopAll(0);
