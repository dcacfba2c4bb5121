import { startAccountHousekeeping } from './accounts/housekeeping';
import { buildApi } from './app';
import { startPauseScheduler } from './companies/company-pause';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db';
import { startOutboxRetention } from './events/outbox-retention';
import { startMatchingRetry } from './leads/matching-retry';
import { createMailer } from './mail/mailer';
import { startPlazaJobs } from './plaza/search-digest';
import { startUnreadMail } from './chat/unread-mail';
import { startDealExpiry } from './deals/deal-ending';
import { startDunning } from './invoices/dunning-run';
import { startMonthlyInvoices } from './invoices/monthly-run';
import { startAutoTopUps } from './payments/auto-top-up';
import { startProductCrawl } from './comparison/product-crawl';
import { startFeedJobs } from './feeds/feed-runner';
import { startScheduledPublishing } from './cms/page-publish';
import { httpSpecPageReader } from './comparison/spec-page-reader';
import { paymentProviderFor } from './payments/payment-service';
import { seedIfEmpty } from './seed';

const config = loadConfig();
const { db, close } = await openDatabase(config);
const applied = await migrate(db);
if (applied.length > 0) console.log(`api: applied migrations ${applied.join(', ')}`);
if (await seedIfEmpty(db))
  console.log('api: demo data loaded (all demo accounts use the password Welkom123)');

const app = await buildApi({ db, config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
await app.listen({ port: config.port, host: config.host });
const stopHousekeeping = startAccountHousekeeping(db, (error) =>
  app.log.error({ err: error }, 'housekeeping failed'),
);
const stopOutboxRetention = startOutboxRetention(db, (error) =>
  app.log.error({ err: error }, 'outbox pruning failed'),
);
// Planned company pauses start and end on time (checked every minute).
const stopPauses = startPauseScheduler(db, 60_000, (error) =>
  app.log.error({ err: error }, 'pause scheduler failed'),
);

// Leads still short of companies are offered again (new filters, freed maxima, top-ups).
const stopMatchingRetry = startMatchingRetry(
  { db, mailer: createMailer(db, config), publicUrl: config.publicUrl },
  60_000,
  (error) => app.log.error({ err: error }, 'matching retry failed'),
);

// Offers past the plaza's window leave it; saved searches mail their new leads (hourly at most).
const stopPlazaJobs = startPlazaJobs(
  { db, mailer: createMailer(db, config), publicUrl: config.publicUrl },
  5 * 60_000,
  (error) => app.log.error({ err: error }, 'plaza jobs failed'),
);

// A chat message unread for five minutes is mailed to its receiver, once until read.
const stopUnreadMail = startUnreadMail(
  { db, mailer: createMailer(db, config), publicUrl: config.publicUrl },
  60_000,
  (error) => app.log.error({ err: error }, 'chat mail failed'),
);

// Deals past their end date end as if ended by hand (pausing or ending a trial where they say so).
const stopDealExpiry = startDealExpiry(db, 5 * 60_000, (error) =>
  app.log.error({ err: error }, 'deal expiry failed'),
);

// Unpaid invoices move through the warnings to collection on the written schedule.
const stopDunning = startDunning(
  { db, mailer: createMailer(db, config), publicUrl: config.publicUrl },
  (error) => app.log.error({ err: error }, 'dunning failed'),
);

// On the first of the month every company's leads of the month before go on an invoice.
const stopMonthlyInvoices = startMonthlyInvoices(db, (error) =>
  app.log.error({ err: error }, 'monthly invoices failed'),
);

// Prepaid companies with an automatic top-up are topped up on their mandate when they run low.
const stopAutoTopUps = startAutoTopUps(db, paymentProviderFor(db, config), (error) =>
  app.log.error({ err: error }, 'automatic top-up failed'),
);

// Product pages queued by a save are read in the background.
const stopProductCrawl = startProductCrawl(db, httpSpecPageReader, 5_000, (error) =>
  app.log.error({ err: error }, 'product page reading failed'),
);

// Product feeds queued by the editors are downloaded and read in the background.
const stopFeedJobs = startFeedJobs(db, config, (error) =>
  app.log.error({ err: error }, 'product feed run failed'),
);

// CMS pages planned for publication go live on time (checked every 30 seconds).
const stopScheduledPublishing = startScheduledPublishing(db, 30_000, (error) =>
  app.log.error({ err: error }, 'scheduled publishing failed'),
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  try {
    stopHousekeeping();
    stopOutboxRetention();
    stopPauses();
    stopMatchingRetry();
    stopPlazaJobs();
    stopUnreadMail();
    stopDealExpiry();
    stopDunning();
    stopMonthlyInvoices();
    stopAutoTopUps();
    stopProductCrawl();
    stopScheduledPublishing();
    await stopFeedJobs();
    await app.close();
    await close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
