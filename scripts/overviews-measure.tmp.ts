import { loadConfig } from '../api/src/config';
import { migrate, openDatabase } from '../api/src/db';
import { seedIfEmpty } from '../api/src/seed';
import { coverageOverview } from '../api/src/dashboards/overview-coverage';
import { partnerOverview } from '../api/src/dashboards/overview-partners';
import { customerClicks } from '../api/src/comparison/customer-clicks';
import { dutchDay, lastDays } from '../domain/dashboards/calendar-days';

const { db, close } = await openDatabase({ ...loadConfig({}), dataDir: 'memory://' });
await migrate(db);
await seedIfEmpty(db);
const today = dutchDay(new Date());
async function time(name: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i += 1) await run();
  const took: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const start = performance.now();
    await run();
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  console.log(name, 'p50', took[10]!.toFixed(1), 'p95', took[18]!.toFixed(1), 'ms');
}
const c = await coverageOverview(db, { range: lastDays(today, 90) });
console.log('coverage 90 days: leads', c.leads, 'areas', c.areas.length);
await time('coverage 90 days', () => coverageOverview(db, { range: lastDays(today, 90) }));
await time('coverage all time', () => coverageOverview(db, { range: { start: '2013-01-01', end: today } }));
const p = await partnerOverview(db, { range: lastDays(today, 30) });
console.log('partners', p.partners.map((r) => `${r.name}: ${r.sent} sent, ${r.revenue_cents}`).join('; '));
await time('partner stats 30 days', () => partnerOverview(db, { range: lastDays(today, 30) }));
await time('clicks 30 days', () => customerClicks(db, 1, lastDays(today, 30), 5000));
await close();
