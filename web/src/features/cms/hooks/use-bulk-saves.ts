import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createSaveQueue } from '../save-queue';

/** Bulk page edit debounce: a row is saved 1 s after its last key stroke. */
export const BULK_EDIT_DELAY_MS = 1000;
/** Saves running at once; the rest wait their turn. */
const PARALLEL_SAVES = 4;

export type BulkRowStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

export interface BulkRow {
  id: string;
  url: string;
  type: string;
  depth: number;
  version: number;
  status: BulkRowStatus;
  /** The message key of the last refused save. */
  error: string | null;
}

export type BulkSave = (
  row: BulkRow,
) => Promise<
  { ok: true; version: number; url: string; depth: number } | { ok: false; error: string }
>;

/**
 * The bulk editor's rows and their saves: each edited row is saved 1 s after
 * its last change, a few at a time, one save per row at once; the progress
 * counts the saves of the current batch (kept after it ends, till the next).
 */
export function useBulkSaves(save: BulkSave) {
  const [rows, setRows] = useState<Record<string, BulkRow>>({});
  // The order the pages came in (by url); object keys that look like numbers would sort by id.
  const [order, setOrder] = useState<string[]>([]);
  const [progress, setProgress] = useState({ queued: 0, done: 0 });
  const rowsRef = useRef(rows);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const update = useCallback((id: string, patch: Partial<BulkRow>) => {
    const current = rowsRef.current[id];
    if (!current) return;
    rowsRef.current = { ...rowsRef.current, [id]: { ...current, ...patch } };
    setRows(rowsRef.current);
  }, []);

  const queue = useRef<ReturnType<typeof createSaveQueue> | null>(null);
  const batchEnded = useRef(true);

  /** One save of a row with its newest values; a row edited meanwhile waits for its next save. */
  const saveRow = useCallback(
    async (id: string) => {
      const row = rowsRef.current[id];
      if (!row) return;
      update(id, { status: 'saving' });
      const result = await saveRef
        .current(row)
        .catch(() => ({ ok: false as const, error: 'MESSAGE.ERROR_OCCURRED' }));
      const latest = rowsRef.current[id];
      const again = latest !== undefined && (latest.url !== row.url || latest.type !== row.type);
      if (result.ok) {
        update(id, {
          version: result.version,
          depth: result.depth,
          status: again ? 'waiting' : 'saved',
          error: null,
        });
      } else {
        update(id, { status: again ? 'waiting' : 'failed', error: result.error });
      }
      setProgress((p) => ({ ...p, done: p.done + 1 }));
    },
    [update],
  );

  const enqueue = useCallback(
    (id: string) => {
      timers.current.delete(id);
      // Made on first use and kept: it holds the saves waiting and running.
      queue.current ??= createSaveQueue(PARALLEL_SAVES, saveRow, () => {
        // The batch ends when nothing runs and no edited row waits for its second.
        if (timers.current.size === 0) batchEnded.current = true;
      });
      if (!queue.current.add(id)) return;
      // A save after an ended batch starts a new count; the last count stays shown till then.
      const fresh = batchEnded.current;
      batchEnded.current = false;
      setProgress((p) => (fresh ? { queued: 1, done: 0 } : { ...p, queued: p.queued + 1 }));
    },
    [saveRow],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  /** Starts over with these rows (a new domain or a reload). */
  const load = useCallback((next: Omit<BulkRow, 'status' | 'error'>[]) => {
    rowsRef.current = Object.fromEntries(
      next.map((row) => [row.id, { ...row, status: 'idle' as const, error: null }]),
    );
    setRows(rowsRef.current);
    setOrder(next.map((row) => row.id));
  }, []);

  /** An edit of a row: saved 1 s after the last one. */
  const edit = useCallback(
    (id: string, patch: Partial<Pick<BulkRow, 'url' | 'type'>>) => {
      update(id, { ...patch, status: 'waiting' });
      const timer = timers.current.get(id);
      if (timer) clearTimeout(timer);
      timers.current.set(
        id,
        setTimeout(() => enqueue(id), BULK_EDIT_DELAY_MS),
      );
    },
    [update, enqueue],
  );

  const list = useMemo(
    () => order.map((id) => rows[id]).filter((row): row is BulkRow => row !== undefined),
    [order, rows],
  );
  return { rows: list, load, edit, progress, busy: progress.done < progress.queued };
}
