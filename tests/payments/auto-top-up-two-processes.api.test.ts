import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { balanceLedger } from '../../api/src/prepaid/balance-ledger.table';
import { prepaidAutoTopUps } from '../../api/src/payments/auto-top-up.table';
import { payments } from '../../api/src/payments/payment.table';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { onPostgres, startApi, type RunningApi } from '../support/api-harness';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = 'tests/payments/top-up-process.ts';
const THRESHOLD = 5000;
const AMOUNT_EUROS = 250;
const DIPS = 8;
const ROUNDS_PER_PROCESS = 3;
/** Each process keeps firing rounds this long, so rounds also start while one collects. */
const FIRING_MS = 300;

/** A process running the top-up job (top-up-process.ts), fired by a line on its stdin. */
interface JobProcess {
  child: ChildProcess;
  /** Fires `rounds` rounds at once, again and again for `ms`; resolves with the collections started. */
  fire: (rounds: number, ms: number) => Promise<number>;
}

async function startJobProcess(databaseUrl: string): Promise<JobProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: ((line: string) => void)[] = [];
  let buffered = '';
  child.stderr!.on('data', (chunk) => (output += chunk));
  child.stdout!.on('data', (chunk) => {
    output += chunk;
    buffered += chunk;
    let end;
    while ((end = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, end).trim();
      buffered = buffered.slice(end + 1);
      waiters.shift()?.(line);
    }
  });
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no answer from ${ENTRY}:\n${output}`)),
        30_000,
      );
      waiters.push((line) => {
        clearTimeout(timer);
        resolve(line);
      });
    });
  expect(await nextLine()).toBe('ready');
  return {
    child,
    async fire(rounds, ms) {
      const answer = nextLine();
      child.stdin!.write(`top-up ${rounds} ${ms}\n`);
      const line = await answer;
      const done = /^done (\d+)$/.exec(line);
      if (!done) throw new Error(`${ENTRY}: ${line}\n${output}`);
      return Number(done[1]);
    },
  };
}

// Two processes can only share a PostgreSQL server (PGlite is one process's database):
// this file runs in the PostgreSQL pass of the api tests (the api-pg project of npm test).
describe.runIf(onPostgres())('automatic top-up in two api processes', () => {
  let api: RunningApi;
  let jobs: JobProcess[] = [];
  let companyId: number;

  beforeAll(async () => {
    api = await startApi({ seed: false });
    await seedCatalogueOnly(api.db);
    companyId = await addCompany(api.db, 'utrecht', { isPrepaid: true, balance: 10_000 });
    await api.db.insert(prepaidAutoTopUps).values({
      companyId,
      enabled: true,
      thresholdCents: THRESHOLD,
      amountEuros: AMOUNT_EUROS,
      mandateReference: 'offline-mandate-test',
    });
    jobs = await Promise.all([1, 2].map(() => startJobProcess(api.config.databaseUrl!)));
  }, 60_000);
  afterAll(async () => {
    for (const job of jobs) {
      job.child.stdin!.end();
      job.child.kill();
    }
    await api?.close();
  });

  const deposits = () =>
    api.db
      .select()
      .from(payments)
      .where(and(eq(payments.companyId, companyId), eq(payments.purpose, 'deposit')));

  it('collects exactly once per dip below the threshold when both processes fire at the same moment', async () => {
    for (let dip = 1; dip <= DIPS; dip += 1) {
      // A lead takes the balance below the threshold.
      const low = THRESHOLD - dip;
      await api.db.update(companies).set({ balance: low }).where(eq(companies.id, companyId));
      const started = await Promise.all(jobs.map((job) => job.fire(ROUNDS_PER_PROCESS, FIRING_MS)));
      expect(started[0]! + started[1]!, `dip ${dip}`).toBe(1);
      const [company] = await api.db.select().from(companies).where(eq(companies.id, companyId));
      expect(company!.balance, `dip ${dip}`).toBe(low + AMOUNT_EUROS * 100);
      expect(await deposits(), `dip ${dip}`).toHaveLength(dip);
    }
    const booked = await api.db
      .select()
      .from(balanceLedger)
      .where(and(eq(balanceLedger.companyId, companyId), eq(balanceLedger.reason, 'deposit')));
    expect(booked).toHaveLength(DIPS);
    expect((await deposits()).every((payment) => payment.status === 'paid')).toBe(true);
  });
});
