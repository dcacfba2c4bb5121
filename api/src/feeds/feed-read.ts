import { sql, type SQL } from 'drizzle-orm';
import {
  isErrorState,
  type FeedSource,
  type FeedType,
  type ProductFeedState,
} from '#domain/feeds/product-feed-state';
import type { StructureEntry } from '#domain/feeds/feed-structure';
import type { Executor } from '../db';
import { rowsOf } from '../shared/rows';
import type { FeedJobRow, FeedJobState, FeedJobStep } from './feed.table';

interface LastRun {
  id: number;
  state: FeedJobState;
  step: FeedJobStep;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  items_total: number | null;
  items_processed: number;
  offers_written: number;
  offers_retired: number;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

interface FeedReadRow {
  id: number;
  source: FeedSource;
  type: FeedType;
  url: string;
  company_id: number | null;
  company_name: string | null;
  position: number;
  priority: number;
  queue_position: number | null;
  paused: boolean;
  state: ProductFeedState;
  error_message: string | null;
  structure: StructureEntry[] | string;
  structure_confirmed: boolean;
  progress_done: number;
  progress_total: number | null;
  problem_counts: Record<string, number> | string | null;
  last_run: LastRun | string | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const json = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * Where each queued run stands: by the job's priority (a confirmed run goes first),
 * then the feeds' order, then when it was queued. Paused feeds wait outside the queue.
 */
export const QUEUE_ORDER = sql.raw(`j.priority DESC, f.position, j.id`);

/** The feeds the filter selects, in the editors' order, as the api answers them. */
export async function readFeeds(db: Executor, where: SQL = sql`true`) {
  const rows = rowsOf<FeedReadRow>(
    await db.execute(sql`
      WITH queue AS (
        SELECT j.feed_id, row_number() OVER (ORDER BY ${QUEUE_ORDER})::int AS queue_position
        FROM comparison_feed_jobs j JOIN comparison_product_feeds f ON f.id = j.feed_id
        WHERE j.state = 'queued' AND NOT f.paused)
      SELECT f.id, f.source, f.type, f.url, f.company_id, c.name AS company_name, f.position,
        f.priority, q.queue_position, f.paused, f.state, f.error_message, f.structure,
        f.structure_confirmed, f.progress_done, f.progress_total, f.version, f.created_at,
        f.updated_at,
        (SELECT p.problem_counts FROM comparison_feed_jobs p
          WHERE p.feed_id = f.id AND (p.items_processed > 0 OR p.step = 'done')
          ORDER BY p.id DESC LIMIT 1) AS problem_counts,
        (SELECT json_build_object('id', l.id, 'state', l.state, 'step', l.step,
            'created_at', l.created_at, 'started_at', l.started_at, 'finished_at', l.finished_at,
            'items_total', l.items_total, 'items_processed', l.items_processed,
            'offers_written', l.offers_written, 'offers_retired', l.offers_retired)
          FROM comparison_feed_jobs l WHERE l.feed_id = f.id ORDER BY l.id DESC LIMIT 1) AS last_run
      FROM comparison_product_feeds f
      LEFT JOIN companies c ON c.id = f.company_id
      LEFT JOIN queue q ON q.feed_id = f.id
      WHERE ${where}
      ORDER BY f.position, f.id`),
  );
  return rows.map((row) => {
    const lastRun = json<LastRun>(row.last_run);
    return {
      id: row.id,
      source: row.source,
      type: row.type,
      url: row.url,
      company_id: row.company_id,
      company_name: row.company_name,
      position: row.position,
      priority: row.priority,
      queue_position: row.queue_position,
      paused: row.paused,
      state: row.state,
      error: isErrorState(row.state),
      error_message: row.error_message,
      structure: json<StructureEntry[]>(row.structure) ?? [],
      structure_confirmed: row.structure_confirmed,
      progress_done: row.progress_done,
      progress_total: row.progress_total,
      feed_product_errors: json<Record<string, number>>(row.problem_counts) ?? {},
      last_run: lastRun && {
        ...lastRun,
        created_at: iso(lastRun.created_at)!,
        started_at: iso(lastRun.started_at),
        finished_at: iso(lastRun.finished_at),
      },
      version: row.version,
      created_at: iso(row.created_at)!,
      updated_at: iso(row.updated_at)!,
    };
  });
}

export type FeedJson = Awaited<ReturnType<typeof readFeeds>>[number];

export async function readFeed(db: Executor, id: number): Promise<FeedJson | undefined> {
  const [feed] = await readFeeds(db, sql`f.id = ${id}`);
  return feed;
}

const STEP_ORDER = ['download', 'normalize', 'analyse', 'process'] as const;

/** A run as the history lists it, with its duration and that of each step. */
export function runJson(job: FeedJobRow) {
  const end = job.finishedAt ?? (job.state === 'running' ? new Date() : job.updatedAt);
  const info = job.fileInfo as {
    bytes?: number;
    format?: string;
    charset?: string;
    gzip?: boolean;
  };
  return {
    id: job.id,
    state: job.state,
    step: job.step,
    priority: job.priority,
    attempts: job.attempts,
    created_at: job.createdAt.toISOString(),
    started_at: iso(job.startedAt),
    finished_at: iso(job.finishedAt),
    duration_ms: job.startedAt ? Math.max(0, end.getTime() - job.startedAt.getTime()) : null,
    step_durations: STEP_ORDER.filter((step) => job.steps[step]).map((step) => ({
      step,
      ms: job.steps[step]!.ms,
    })),
    items_total: job.itemsTotal,
    items_processed: job.itemsProcessed,
    offers_written: job.offersWritten,
    offers_retired: job.offersRetired,
    problem_counts: job.problemCounts,
    error_state: job.errorState,
    error_message: job.errorMessage,
    bytes: info.bytes ?? null,
    format: info.format ?? null,
    charset: info.charset ?? null,
    gzip: info.gzip ?? null,
  };
}
