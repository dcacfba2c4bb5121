import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { proposeStructure, sameKeys } from '#domain/feeds/feed-structure';
import type { ProductFeedBaseState } from '#domain/feeds/product-feed-state';
import type { ApiConfig } from '../config';
import type { Database, Executor } from '../db';
import { rowsOf } from '../shared/rows';
import { feedChanged } from './feed-events';
import {
  downloadFeed,
  FeedStepError,
  httpFeedFetcher,
  normalizeFeed,
  type FeedFetcher,
} from './feed-files';
import { analyseFeed, feedRecords, type FeedLayout } from './feed-parse';
import {
  hasUnconfirmedMappings,
  readItem,
  shopMappings,
  writeBatch,
  type NumberedItem,
  type ProcessState,
} from './feed-process';
import {
  feedJobs,
  productFeeds,
  type FeedJobRow,
  type FeedJobStep,
  type ProductFeedRow,
} from './feed.table';

export interface FeedRunnerOptions {
  db: Database;
  /** Where downloaded files are kept during a run (a folder per run, removed after). */
  workDir: string;
  fetcher?: FeedFetcher;
  /** Runs (of different feeds) at the same time in this process. */
  concurrency?: number;
  /** How often the queue is looked at. */
  pollMs?: number;
  /** A running job whose runner has not reported for this long is taken over (its process died). */
  staleMs?: number;
  maxBytes?: number;
  downloadTimeoutMs?: number;
  /** Items written per transaction while processing. */
  batchSize?: number;
  log?: (error: unknown) => void;
  /** Called after each batch of the processing step is committed (tests stop a runner here). */
  afterBatch?: (jobId: number, itemsDone: number) => void | Promise<void>;
}

export interface FeedRunner {
  /** Takes up what is queued now (also done every pollMs); answers how many runs it started. */
  poll(): Promise<number>;
  /** Stops: runs under way are put back in the queue where their last finished step left them. */
  stop(): Promise<void>;
  /** Stops as a killed process would: nothing more is written, the runs stay claimed until stale. */
  kill(): Promise<void>;
}

const DEFAULTS = {
  concurrency: 2,
  pollMs: 2_000,
  staleMs: 60_000,
  maxBytes: 512 * 1024 * 1024,
  downloadTimeoutMs: 10 * 60_000,
  batchSize: 500,
};

/** Progress events while processing at most this often (the end always gets one). */
const PROGRESS_EVENT_MS = 1_000;

const STEP_STATE: Record<Exclude<FeedJobStep, 'done'>, ProductFeedBaseState> = {
  download: 'downloading',
  normalize: 'normalizing',
  analyse: 'analysing_structure',
  process: 'processing',
};
const NEXT_STEP: Record<Exclude<FeedJobStep, 'done'>, FeedJobStep> = {
  download: 'normalize',
  normalize: 'analyse',
  analyse: 'process',
  process: 'done',
};

/** The run was deleted, cancelled or taken over: this runner leaves it alone. */
class LostJob extends Error {}

/** The folder for feed files of this database (so two databases on one machine never share one). */
export function feedWorkDir(config: Pick<ApiConfig, 'dataDir' | 'databaseUrl'>): string {
  const key = config.databaseUrl ?? resolve(config.dataDir);
  const hash = createHash('sha1').update(key).digest('hex').slice(0, 12);
  return process.env.FEED_WORK_DIR ?? join(tmpdir(), 'leadportal-feeds', hash);
}

interface FileInfo {
  bytes?: number;
  charset?: string | null;
  http_charset?: string | null;
  gzip?: boolean;
  format?: 'csv' | 'xml';
  layout?: FeedLayout;
  /** The run waited for the structure (so it waits for the mapping too). */
  asked_structure?: boolean;
}

/**
 * The product-feed job runner: jobs live in comparison_feed_jobs and are claimed with
 * FOR UPDATE SKIP LOCKED (PGlite and PostgreSQL alike) by priority, then the feeds'
 * order; one run per feed (a unique index), up to `concurrency` feeds at once. Each
 * step's end is committed with the next step to do, so a run whose process died is
 * taken up again from there once its heartbeat is stale; processing commits its items
 * in batches with a checkpoint, and offers are unique per feed and product, so no
 * offer is written twice.
 */
export function startFeedRunner(options: FeedRunnerOptions): FeedRunner {
  const settings = { ...DEFAULTS, ...options };
  const { db, workDir } = options;
  const fetcher = options.fetcher ?? httpFeedFetcher;
  const log = options.log ?? console.error;
  const me = randomUUID();
  const controller = new AbortController();
  const running = new Map<number, Promise<void>>();
  let polling: Promise<number> | null = null;
  let stopped = false;

  const jobDir = (jobId: number) => join(workDir, `job-${jobId}`);
  const rawFile = (jobId: number) => join(jobDir(jobId), 'download');
  const textFile = (jobId: number) => join(jobDir(jobId), 'feed.txt');
  const cleanFiles = (jobId: number) =>
    rm(jobDir(jobId), { recursive: true, force: true }).catch(() => undefined);

  /** Updates this runner's job; none updated means the job is no longer ours. */
  async function updateJob(tx: Executor, jobId: number, set: Partial<FeedJobRow>) {
    const updated = await tx
      .update(feedJobs)
      .set({ ...set, heartbeatAt: new Date(), updatedAt: new Date() })
      .where(and(eq(feedJobs.id, jobId), eq(feedJobs.claimedBy, me), eq(feedJobs.state, 'running')))
      .returning({ id: feedJobs.id });
    if (updated.length === 0) throw new LostJob();
  }

  async function updateFeed(tx: Executor, feedId: number, set: Partial<ProductFeedRow>) {
    const [feed] = await tx
      .update(productFeeds)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(productFeeds.id, feedId))
      .returning();
    if (!feed) throw new LostJob();
    await feedChanged(tx, {
      id: feed.id,
      companyId: feed.companyId,
      state: feed.state,
      progressDone: feed.progressDone,
      progressTotal: feed.progressTotal,
      priority: feed.priority,
      paused: feed.paused,
    });
    return feed;
  }

  async function readFeedRow(feedId: number) {
    const [feed] = await db.select().from(productFeeds).where(eq(productFeeds.id, feedId));
    if (!feed) throw new LostJob();
    return feed;
  }

  async function claim(): Promise<FeedJobRow | undefined> {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`
        UPDATE comparison_feed_jobs SET state = 'running', claimed_by = ${me},
          heartbeat_at = now(), attempts = attempts + 1,
          started_at = coalesce(started_at, now()), updated_at = now()
        WHERE id = (
          SELECT j.id FROM comparison_feed_jobs j
          JOIN comparison_product_feeds f ON f.id = j.feed_id
          WHERE NOT f.paused AND (j.state = 'queued' OR (j.state = 'running'
            AND j.claimed_by <> ${me}
            AND j.heartbeat_at < now() - ${settings.staleMs} * interval '1 millisecond'))
          ORDER BY j.priority DESC, f.position, j.id
          LIMIT 1 FOR UPDATE OF j SKIP LOCKED)
        RETURNING id`),
    );
    if (!row) return undefined;
    const [job] = await db.select().from(feedJobs).where(eq(feedJobs.id, row.id));
    return job;
  }

  /** The step a claimed run goes on with: from the download again when its files are gone. */
  function resumeStep(job: FeedJobRow): FeedJobStep {
    if (job.step === 'normalize' && !existsSync(rawFile(job.id))) return 'download';
    if ((job.step === 'analyse' || job.step === 'process') && !existsSync(textFile(job.id)))
      return 'download';
    return job.step;
  }

  async function runStep(job: FeedJobRow, step: Exclude<FeedJobStep, 'done'>, info: FileInfo) {
    const signal = controller.signal;
    const started = new Date();
    const steps = { ...job.steps, [step]: { started_at: started.toISOString(), ms: null } };
    await db.transaction(async (tx) => {
      await updateJob(tx, job.id, { step, steps });
      await updateFeed(tx, job.feedId, {
        state: STEP_STATE[step],
        priority: 0,
        errorMessage: null,
        ...(step === 'process' ? {} : { progressDone: 0, progressTotal: null }),
      });
    });
    job.steps = steps;
    const feed = await readFeedRow(job.feedId);
    const finish = (extra: Partial<FeedJobRow> = {}) => {
      // Kept on the job too: the next step starts from these, with this step's time.
      job.steps = {
        ...steps,
        [step]: { started_at: started.toISOString(), ms: Date.now() - started.getTime() },
      };
      return {
        step: NEXT_STEP[step],
        steps: job.steps,
        fileInfo: info as Record<string, unknown>,
        ...extra,
      };
    };

    if (step === 'download') {
      await mkdir(jobDir(job.id), { recursive: true });
      const downloaded = await downloadFeed(
        fetcher,
        feed.url,
        rawFile(job.id),
        { maxBytes: settings.maxBytes, timeoutMs: settings.downloadTimeoutMs },
        signal,
      );
      Object.assign(info, { bytes: downloaded.bytes, http_charset: downloaded.charset });
      await db.transaction((tx) => updateJob(tx, job.id, finish()));
      return 'next';
    }
    if (step === 'normalize') {
      const normalized = await normalizeFeed(
        rawFile(job.id),
        textFile(job.id),
        info.http_charset ?? null,
        signal,
      );
      if (normalized.format !== feed.type)
        throw new FeedStepError(
          `The file is ${normalized.format.toUpperCase()}, but the feed is set to ${feed.type.toUpperCase()}.`,
        );
      Object.assign(info, {
        charset: normalized.charset,
        gzip: normalized.gzip,
        format: normalized.format,
      });
      await rm(rawFile(job.id), { force: true });
      await db.transaction((tx) => updateJob(tx, job.id, finish()));
      return 'next';
    }
    if (step === 'analyse') {
      const analysis = await analyseFeed(textFile(job.id), info.format ?? feed.type, signal);
      info.layout = analysis.layout;
      const known = feed.structureConfirmed && sameKeys(feed.structure, analysis.keys);
      info.asked_structure = !known;
      const samples = new Map(analysis.keys.map((key) => [key.feed_key, key.sample_values]));
      return db.transaction(async (tx) => {
        await updateJob(
          tx,
          job.id,
          finish({
            itemsTotal: analysis.total,
            ...(known ? {} : { state: 'waiting' as const, claimedBy: null }),
          }),
        );
        if (known) {
          await updateFeed(tx, feed.id, {
            structure: feed.structure.map((entry) => ({
              ...entry,
              sample_values: samples.get(entry.feed_key) ?? entry.sample_values,
            })),
            progressDone: 0,
            progressTotal: analysis.total,
          });
          return 'next' as const;
        }
        await updateFeed(tx, feed.id, {
          state: 'confirming_structure',
          structure: proposeStructure(analysis.keys, feed.structure),
          structureConfirmed: false,
          progressDone: 0,
          progressTotal: analysis.total,
          version: feed.version + 1,
        });
        return 'wait' as const;
      });
    }
    return processStep(job, feed, info, finish);
  }

  async function processStep(
    job: FeedJobRow,
    feed: ProductFeedRow,
    info: FileInfo,
    finish: (extra?: Partial<FeedJobRow>) => Partial<FeedJobRow>,
  ) {
    const signal = controller.signal;
    const state: ProcessState = {
      jobId: job.id,
      feedId: feed.id,
      companyId: feed.companyId,
      structure: feed.structure,
      mappings: await shopMappings(db, feed.companyId),
      problemCounts: { ...job.problemCounts },
      proposed: new Set(),
    };
    let done = job.checkpoint;
    let offers = job.offersWritten;
    let lastEvent = 0;
    const total = job.itemsTotal;
    const commit = async (batch: NumberedItem[], last: number) => {
      signal.throwIfAborted();
      await db.transaction(async (tx) => {
        const written = await writeBatch(tx, state, batch);
        offers += written.offers;
        for (const [kind, n] of Object.entries(written.problems))
          state.problemCounts[kind] = (state.problemCounts[kind] ?? 0) + n;
        done = last;
        await updateJob(tx, job.id, {
          checkpoint: done,
          itemsProcessed: done,
          offersWritten: offers,
          problemCounts: state.problemCounts,
        });
        if (Date.now() - lastEvent >= PROGRESS_EVENT_MS) {
          lastEvent = Date.now();
          await updateFeed(tx, feed.id, { progressDone: done, progressTotal: total });
        }
      });
      await options.afterBatch?.(job.id, done);
    };
    let number = 0;
    let batch: NumberedItem[] = [];
    for await (const raw of feedRecords(textFile(job.id), info.layout ?? { format: feed.type })) {
      number += 1;
      // Items a run taken up again had written already.
      if (number <= job.checkpoint) continue;
      batch.push({ number, item: readItem(state, raw) });
      if (batch.length >= settings.batchSize) {
        await commit(batch, number);
        batch = [];
      }
    }
    if (batch.length > 0) await commit(batch, number);
    signal.throwIfAborted();

    const routine =
      !info.asked_structure &&
      !state.problemCounts.data_mapping_error &&
      !(await hasUnconfirmedMappings(db, feed.companyId));
    await db.transaction(async (tx) => {
      // Offers of this feed the newest run did not have are retired.
      const retired = rowsOf<{ id: number }>(
        await tx.execute(sql`
          UPDATE comparison_offers SET retired_at = now(), updated_at = now()
          WHERE feed_id = ${feed.id} AND retired_at IS NULL
            AND last_job_id IS DISTINCT FROM ${job.id}
          RETURNING id`),
      );
      await updateJob(
        tx,
        job.id,
        finish({
          itemsTotal: number,
          itemsProcessed: number,
          checkpoint: number,
          offersRetired: retired.length,
          ...(routine
            ? { state: 'finished' as const, finishedAt: new Date() }
            : { state: 'waiting' as const, claimedBy: null }),
        }),
      );
      await updateFeed(tx, feed.id, {
        state: routine ? 'idling' : 'confirming_mapping',
        progressDone: number,
        progressTotal: number,
      });
    });
    return 'wait' as const;
  }

  async function fail(job: FeedJobRow, step: Exclude<FeedJobStep, 'done'>, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const errorState = `${STEP_STATE[step]}_error` as const;
    await db.transaction(async (tx) => {
      await updateJob(tx, job.id, {
        state: 'failed',
        errorState,
        errorMessage: message,
        finishedAt: new Date(),
        claimedBy: null,
      });
      await updateFeed(tx, job.feedId, { state: errorState, errorMessage: message, priority: 0 });
    });
  }

  async function run(job: FeedJobRow) {
    const info: FileInfo = { ...(job.fileInfo as FileInfo) };
    let step = resumeStep(job);
    if (step !== job.step) job.checkpoint = 0;
    try {
      while (step !== 'done' && !controller.signal.aborted) {
        let outcome: 'next' | 'wait';
        try {
          outcome = await runStep(job, step, info);
        } catch (error) {
          if (controller.signal.aborted || error instanceof LostJob) throw error;
          if (!(error instanceof FeedStepError)) log(error);
          await fail(job, step, error);
          await cleanFiles(job.id);
          return;
        }
        if (outcome === 'wait') {
          // Processing done (or failed): the files are of no more use.
          if (step === 'process') await cleanFiles(job.id);
          return;
        }
        step = NEXT_STEP[step];
      }
    } catch (error) {
      if (error instanceof LostJob) {
        await cleanFiles(job.id);
        return;
      }
      if (!controller.signal.aborted) log(error);
    }
  }

  async function poll(): Promise<number> {
    if (stopped) return 0;
    if (polling) return polling;
    polling = (async () => {
      let started = 0;
      while (!stopped && running.size < settings.concurrency) {
        const job = await claim();
        if (!job) break;
        started += 1;
        const work = run(job).finally(() => {
          running.delete(job.id);
          // A free slot: look at the queue again at once.
          if (!stopped) void poll().catch(log);
        });
        running.set(job.id, work);
      }
      return started;
    })().finally(() => (polling = null));
    return polling;
  }

  const timer = setInterval(() => void poll().catch(log), settings.pollMs);
  timer.unref();
  // Claimed runs report while they work, so other processes can tell them from dead ones.
  const heartbeat = setInterval(
    () => {
      if (running.size === 0) return;
      void db
        .execute(
          sql`
        UPDATE comparison_feed_jobs SET heartbeat_at = now()
        WHERE claimed_by = ${me} AND state = 'running'`,
        )
        .catch(log);
    },
    Math.max(50, Math.floor(settings.staleMs / 3)),
  );
  heartbeat.unref();
  void mkdir(workDir, { recursive: true }).catch(log);

  async function halt(release: boolean) {
    stopped = true;
    clearInterval(timer);
    clearInterval(heartbeat);
    controller.abort(new Error('feed runner stopped'));
    await polling?.catch(() => undefined);
    await Promise.allSettled(running.values());
    if (release)
      await db.execute(sql`
        UPDATE comparison_feed_jobs SET state = 'queued', claimed_by = NULL, updated_at = now()
        WHERE claimed_by = ${me} AND state = 'running'`);
  }

  return {
    poll,
    stop: () => halt(true),
    kill: () => halt(false),
  };
}

/**
 * The runner as the api process starts it: files in the temp folder of this database,
 * timings from the config (FEED_STALE_MS …), feeds fetched over HTTP unless `fetcher` is given.
 */
export function startFeedJobs(
  db: Database,
  config: ApiConfig,
  log: (error: unknown) => void,
  fetcher?: FeedFetcher,
): () => Promise<void> {
  const runner = startFeedRunner({
    db,
    workDir: feedWorkDir(config),
    log,
    fetcher,
    ...config.feedRunner,
  });
  return runner.stop;
}
