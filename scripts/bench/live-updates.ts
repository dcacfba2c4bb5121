/**
 * How fast a company screen sees another user's change (issue: "within a second").
 * Starts the portal as `npm start` does, opens the companyChanged subscription as a
 * watching staff user, lets the manager change the company state N times, and
 * measures from sending each mutation to the watcher receiving the new state, and
 * the CPU time per change of the api (with PGlite in it), the gateway and the client.
 *
 * OTHERS=n opens n more live screens meanwhile (staff's leads list, leadsChanged, which
 * hears every event and keeps the lead ones): what one change costs the gateway with
 * many people online.
 *
 *   npm run bench:live-updates            (ROUNDS=40 OTHERS=0 by default)
 */
import { GraphQLSession } from './graphql-session';
import { CpuMeter, cpuPerOperation } from './process-cpu';
import { runPortal, summary } from './run-portal';

const ROUNDS = Number(process.env.ROUNDS ?? 40);
const OTHERS = Number(process.env.OTHERS ?? 0);

const portal = await runPortal();
try {
  const manager = new GraphQLSession(portal.gatewayUrl);
  const watcher = new GraphQLSession(portal.gatewayUrl);
  await manager.login('manager@demo.nl');
  await watcher.login('accountmanager@demo.nl');

  const list = await manager.request<{ companies: { items: { id: string; state: string }[] } }>(
    'query { companies(filter: { states: [active] }, pageSize: 50) { items { id state } } }',
  );
  const company = list.companies.items[0];
  if (!company) throw new Error('no active demo company');

  const waiting = new Map<string, (at: number) => void>();
  const stop = await watcher.subscribe(
    'subscription ($id: ID!) { companyChanged(id: $id) { type company { state } } }',
    { id: company.id },
    (data) => {
      const state = (data as { companyChanged?: { company?: { state?: string } } })?.companyChanged
        ?.company?.state;
      if (state) waiting.get(state)?.(performance.now());
    },
  );
  const others: (() => void)[] = [];
  for (let i = 0; i < OTHERS; i += 1)
    others.push(
      await watcher.subscribe('subscription { leadsChanged { id type } }', {}, () => undefined),
    );
  await new Promise((resolve) => setTimeout(resolve, 500));

  const latencies: number[] = [];
  const cpu = new CpuMeter(portal.pids);
  await cpu.start();
  let state = company.state;
  for (let round = 0; round < ROUNDS; round += 1) {
    const next = state === 'active' ? 'paused' : 'active';
    const seen = new Promise<number>((resolve) => waiting.set(next, resolve));
    const sent = performance.now();
    await manager.request(
      'mutation ($id: ID!, $state: CompanyState!) { changeCompanyState(id: $id, state: $state) { messageKey } }',
      { id: company.id, state: next },
    );
    const at = await Promise.race([
      seen,
      new Promise<number>((_, reject) =>
        setTimeout(() => reject(new Error(`round ${round}: no event within 5 s`)), 5000),
      ),
    ]);
    latencies.push(at - sent);
    waiting.delete(next);
    state = next;
  }
  const spent = await cpu.stop();
  stop();
  for (const other of others) other();
  if (OTHERS > 0) console.log(`with ${OTHERS} more live screens open`);
  console.log(summary('state change seen by another user', latencies));
  console.log(`CPU/change: ${cpuPerOperation(spent, ROUNDS, ['api', 'gateway'])}`);
  const worst = Math.max(...latencies);
  console.log(worst < 1000 ? 'OK: every change arrived within a second' : 'SLOW: over a second');
  process.exitCode = worst < 1000 ? 0 : 1;
} finally {
  await portal.stop();
}
