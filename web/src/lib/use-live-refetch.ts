import { useEffect, useRef, useState } from 'react';

const RECONNECT_MS = 1000;
/** Events often come in bursts (a lead matched to three companies): one refetch per burst. */
const SETTLE_MS = 300;

/**
 * Shared plumbing of the leads screens' subscriptions: remembers the last event id
 * (so a resubscription after a dropped connection misses nothing), resubscribes after
 * a second, and calls `refresh` once per burst of events.
 */
export function useLiveRefetch(refresh: () => void) {
  const lastEventId = useRef<string | null>(null);
  const [afterEventId, setAfterEventId] = useState<string | null>(null);
  const [broken, setBroken] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return {
    afterEventId,
    broken,
    seen(eventId: string, relevant: boolean) {
      lastEventId.current = eventId;
      if (!relevant) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => refreshRef.current(), SETTLE_MS);
    },
    failed: () => setBroken((count) => count + 1),
    /** After a failure: resubscribe from the last event seen (or restart the same one). */
    reconnect(restart: () => void) {
      return setTimeout(() => {
        if (lastEventId.current !== afterEventId) setAfterEventId(lastEventId.current);
        else restart();
      }, RECONNECT_MS);
    },
  };
}

/** After each failure of the subscription: resubscribe a second later (see `reconnect`). */
export function useResubscribe(live: ReturnType<typeof useLiveRefetch>, restart: () => void) {
  const { broken, reconnect } = live;
  useEffect(() => {
    if (broken === 0) return;
    const timer = reconnect(restart);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [broken]);
}
