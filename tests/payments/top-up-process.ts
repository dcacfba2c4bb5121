/**
 * An api process's automatic top-up job for tests/payments/auto-top-up-two-processes.api.test.ts:
 * the database and the payment provider as api/src/main.ts opens them (DATABASE_URL), and the
 * job's round (collectAutoTopUps, as startAutoTopUps runs it every minute) fired by the test
 * instead of the clock, so two processes fire at the same moment. Each line `top-up N MS` on
 * stdin runs N rounds side by side, each followed by the next for MS milliseconds (rounds that
 * start while another one is collecting), and answers `done <collections started>`; `ready`
 * is printed once the database is open.
 */
import { createInterface } from 'node:readline';
import { loadConfig } from '../../api/src/config';
import { openDatabase } from '../../api/src/db';
import { collectAutoTopUps } from '../../api/src/payments/auto-top-up';
import { paymentProviderFor } from '../../api/src/payments/payment-service';

const config = loadConfig();
const { db, close } = await openDatabase(config);
const provider = paymentProviderFor(db, config);
console.log('ready');

for await (const line of createInterface({ input: process.stdin })) {
  const [, rounds = '0', ms = '0'] = /^top-up (\d+) (\d+)$/.exec(line.trim()) ?? [];
  if (Number(rounds) === 0) break;
  const until = Date.now() + Number(ms);
  const keepCollecting = async () => {
    let started = 0;
    do started += await collectAutoTopUps(db, provider);
    while (Date.now() < until);
    return started;
  };
  try {
    const started = await Promise.all(Array.from({ length: Number(rounds) }, keepCollecting));
    console.log(`done ${started.reduce((sum, n) => sum + n, 0)}`);
  } catch (error) {
    console.log(`failed ${String(error)}`);
  }
}
await close();
