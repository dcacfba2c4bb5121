import { useCallback, useEffect, useRef, useState } from 'react';

/** Page save delay: 500 ms after the last change. */
export const PAGE_SAVE_DELAY_MS = 500;

/** saved: nothing left to send; pending: a change waits for the delay; saving: on its way; failed: the last save was refused. */
export type AutosaveState = 'saved' | 'pending' | 'saving' | 'failed';

/**
 * Saves `delayMs` after the last change. One save runs at a time; changes made
 * while it runs are saved right after it. `save` resolves true when it stored
 * the values (false: refused, the state shows it until the next change).
 */
export function useAutosave<V>(
  save: (values: V) => Promise<boolean>,
  delayMs = PAGE_SAVE_DELAY_MS,
) {
  const [state, setState] = useState<AutosaveState>('saved');
  const latest = useRef<V | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef(false);
  const again = useRef(false);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const run = useCallback(async () => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    let ok = true;
    do {
      again.current = false;
      const values = latest.current;
      if (values === null) break;
      setState('saving');
      ok = await saveRef.current(values).catch(() => false);
    } while (again.current && ok);
    running.current = false;
    // A change made during a refused save waits for its own timer.
    if (timer.current === null) setState(ok ? 'saved' : 'failed');
  }, []);

  // Leaving the editor within the delay still saves the last change (the answer is not awaited).
  useEffect(
    () => () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      timer.current = null;
      if (latest.current !== null && !running.current) void saveRef.current(latest.current);
    },
    [],
  );

  // Closing the tab while a change waits or travels asks first.
  useEffect(() => {
    if (state !== 'pending' && state !== 'saving') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state]);

  /** Call with the new values after every change. */
  const changed = useCallback(
    (values: V) => {
      latest.current = values;
      setState('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void run();
      }, delayMs);
    },
    [delayMs, run],
  );

  return { state, changed };
}
