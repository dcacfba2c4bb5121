import type { DomainEventRecord } from './domain-event';

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * What a subscription makes of one event: its payload for the client, or undefined to
 * send nothing. `reopen()` ends the current source and opens a new one after this event
 * (a subscriber whose companies changed listens on other channels from then on).
 */
export type EventMapping<T> = (
  event: DomainEventRecord,
  reopen: () => void,
) => T | undefined | Promise<T | undefined>;

/**
 * A subscription's events mapped one by one, in order. Unlike an async generator
 * wrapped around the source, return() ends the source at once, also while waiting
 * for the next event, so a closed subscription stops listening on the hub right away.
 * An error of the mapping ends the subscription with that error.
 */
export function mapEvents<T>(
  open: (afterId: number | null) => AsyncGenerator<DomainEventRecord>,
  afterId: number | null,
  map: EventMapping<T>,
): AsyncGenerator<T, undefined> {
  let source = open(afterId);
  let ended = false;
  let reopenAfter: number | null = null;
  const iterator: AsyncGenerator<T, undefined> = {
    async next() {
      while (!ended) {
        const result = await source.next();
        if (result.done || ended) break;
        const event = result.value;
        let value: T | undefined;
        try {
          value = await map(event, () => (reopenAfter = event.id));
        } catch (error) {
          await iterator.return(undefined);
          throw error;
        }
        if (reopenAfter !== null && !ended) {
          void source.return(undefined);
          source = open(reopenAfter);
          reopenAfter = null;
        }
        if (ended) break;
        if (value !== undefined) return { done: false, value };
      }
      await iterator.return(undefined);
      return DONE;
    },
    async return() {
      if (!ended) {
        ended = true;
        await source.return(undefined);
      }
      return DONE;
    },
    async throw(error: unknown) {
      await iterator.return(undefined);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
