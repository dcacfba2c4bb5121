/**
 * Runs saves by key, `parallel` at a time and never two of one key at once; a
 * key added again while queued is saved once. `onIdle` follows the last save.
 */
export function createSaveQueue(
  parallel: number,
  run: (key: string) => Promise<void>,
  onIdle: () => void,
) {
  const waiting: string[] = [];
  const running = new Set<string>();

  function pump() {
    while (running.size < parallel) {
      const index = waiting.findIndex((key) => !running.has(key));
      if (index < 0) break;
      const [key] = waiting.splice(index, 1) as [string];
      running.add(key);
      void run(key)
        .catch(() => undefined)
        .finally(() => {
          running.delete(key);
          pump();
        });
    }
    if (running.size === 0 && waiting.length === 0) onIdle();
  }

  return {
    /** Queues a save of the key; false when it was already waiting. */
    add(key: string): boolean {
      if (waiting.includes(key)) return false;
      waiting.push(key);
      pump();
      return true;
    },
  };
}
