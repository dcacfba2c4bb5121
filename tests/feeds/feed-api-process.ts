/**
 * The api as a process of its own for tests/feeds/feed-process-kill.api.test.ts: like
 * api/src/main.ts (migrations, routes, the product-feed runner as main.ts starts it, with
 * FEED_STALE_MS, FEED_BATCH_SIZE and FEED_POLL_MS from the environment) without the other
 * background jobs and the demo data, and with the test's feed host sent to its local feed
 * server (FEED_TEST_SERVER). API_PORT=0 takes a free port; the address is printed as
 * `listening http://…`.
 */
import { buildApi } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { migrate, openDatabase } from '../../api/src/db';
import { startFeedJobs } from '../../api/src/feeds/feed-runner';
import { FEED_HOST } from './feed-test-kit';

const config = loadConfig();
const { db, close } = await openDatabase(config);
await migrate(db);
const app = await buildApi({ db, config });
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const feedServer = process.env.FEED_TEST_SERVER!;
const stopFeedJobs = startFeedJobs(db, config, console.error, (url, init) =>
  fetch(url.replace(FEED_HOST, feedServer), init),
);
console.log(`listening http://${config.host}:${port}`);

process.on('SIGTERM', () => {
  void (async () => {
    await stopFeedJobs();
    await app.close();
    await close();
    process.exit(0);
  })();
});
