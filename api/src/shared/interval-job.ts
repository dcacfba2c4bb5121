/**
 * Runs `work` every `intervalMs` in the background, one round at a time (a round
 * still running when the next is due is not started twice), without keeping the
 * process alive. Failures go to `log`; the next round runs anyway. Answers a stop
 * function.
 */
export function startIntervalJob(
  work: () => Promise<unknown>,
  intervalMs: number,
  log: (error: unknown) => void = console.error,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch(log)
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
