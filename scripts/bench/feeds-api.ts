/**
 * The api as `npm run bench:feeds` runs it in a process of its own: like api/src/main.ts
 * (routes and the product-feed runner, same defaults) without the other background
 * jobs, and with the bench's feed host sent to its local feed server.
 */
import { buildApi } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { openDatabase } from '../../api/src/db';
import { feedWorkDir, startFeedRunner } from '../../api/src/feeds/feed-runner';

const config = loadConfig();
const { db, close } = await openDatabase(config);
const app = await buildApi({ db, config });
await app.listen({ port: config.port, host: config.host });
const feedServer = process.env.BENCH_FEED_SERVER!;
const runner = startFeedRunner({
  db,
  workDir: feedWorkDir(config),
  fetcher: (url, init) => fetch(url.replace('https://feeds.bench.test', feedServer), init),
  pollMs: 200,
  log: console.error,
});
process.on('SIGTERM', () => {
  void (async () => {
    await runner.stop();
    await app.close();
    await close();
    process.exit(0);
  })();
});
// BENCH_MEMORY_LOG=1: the heap every second (live data versus garbage not collected yet).
if (process.env.BENCH_MEMORY_LOG)
  setInterval(() => {
    const m = process.memoryUsage();
    console.log(
      `mem rss ${m.rss >> 20} heapUsed ${m.heapUsed >> 20} heapTotal ${m.heapTotal >> 20} external ${m.external >> 20} buffers ${m.arrayBuffers >> 20}`,
    );
  }, 1000).unref();
