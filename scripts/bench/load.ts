/**
 * Sending a fixed number of calls with a fixed number in flight, and reading the latencies:
 * shared by the benches that compare two or more sides in alternating rounds
 * (bench:gateway, bench:api-floor).
 */

/** The value at quantile q (0..1) of a sorted list. */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** Runs `count` calls with `concurrency` in flight; answers the wall time and each latency. */
export async function sendCalls(
  call: () => Promise<void>,
  count: number,
  concurrency: number,
): Promise<{ seconds: number; latencies: number[] }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        const sent = performance.now();
        await call();
        latencies.push(performance.now() - sent);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies };
}
