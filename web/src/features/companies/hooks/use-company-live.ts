import { useEffect, useRef, useState } from 'react';
import { useSubscription } from '@apollo/client/react';
import { CompanyLiveDocument } from '../../../gql/graphql';

const RECONNECT_MS = 1000;

/**
 * Keeps the company in the cache up to date while a screen shows it: a change
 * made elsewhere (state, pause, users, mandate) arrives over SSE with the fresh
 * company, which Apollo merges into the cached record the screen renders.
 * After a dropped connection it resubscribes from the last event it saw, so
 * nothing in between is missed.
 */
export function useCompanyLive(companyId: string, onDeleted: () => void) {
  const lastEventId = useRef<string | null>(null);
  const [afterEventId, setAfterEventId] = useState<string | null>(null);
  const [broken, setBroken] = useState(0);
  const { restart } = useSubscription(CompanyLiveDocument, {
    variables: { id: companyId, afterEventId },
    skip: !companyId,
    context: { notify: false, redirect: false },
    onData: ({ data }) => {
      const change = data.data?.companyChanged;
      if (!change) return;
      lastEventId.current = String(change.eventId);
      if (change.deleted) onDeleted();
    },
    onError: () => setBroken((count) => count + 1),
  });
  useEffect(() => {
    if (broken === 0) return;
    const timer = setTimeout(() => {
      if (lastEventId.current !== afterEventId) setAfterEventId(lastEventId.current);
      else restart();
    }, RECONNECT_MS);
    return () => clearTimeout(timer);
  }, [broken, afterEventId, restart]);
}
