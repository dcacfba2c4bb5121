/**
 * `npm start` after the web build: bundles the api and the gateway and runs both with
 * node and their flags (scripts/build-server.ts), stopping both when one stops.
 */
import concurrently from 'concurrently';
import { buildServers, SERVER_BUNDLES } from './build-server';

await buildServers();
const { result } = concurrently(
  Object.entries(SERVER_BUNDLES).map(([name, bundle]) => ({
    name,
    command: ['node', ...bundle.nodeFlags, bundle.outfile].join(' '),
    prefixColor: name === 'api' ? 'blue' : 'green',
  })),
  { killOthersOn: ['failure', 'success'] },
);
await result.catch(() => {
  process.exitCode = 1;
});
