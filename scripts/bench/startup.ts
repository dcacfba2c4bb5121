/**
 * How long `npm start` takes to serve (issue: "within a minute"): starts api and
 * gateway as separate processes on a fresh, empty data folder, so each run pays for
 * the migrations and the demo data, and waits for the gateway's /readyz.
 * (The web build that `npm start` runs first takes a few seconds more.)
 *
 *   npm run bench:startup              (RUNS=3 by default)
 */
import { runPortal, summary } from './run-portal';

const RUNS = Number(process.env.RUNS ?? 3);
const samples: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const portal = await runPortal();
  samples.push(portal.readyAfterMs);
  await portal.stop();
}
console.log(summary('first start until /readyz (migrate + demo data)', samples));
