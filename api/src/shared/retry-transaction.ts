// Postgres aborts one of two transactions that wait on each other (40P01) or that
// conflict under serializable isolation (40001); running it again is the cure.
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 4;

function sqlState(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object';) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs `work` (one transaction) again when Postgres aborted it for a deadlock or conflict. */
export async function retryTransaction<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= ATTEMPTS || !state || !RETRYABLE.has(state)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
