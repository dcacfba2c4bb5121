import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import {
  PlazaLiveDocument,
  PlazaNewCountDocument,
  type PlazaQueryInput,
} from '../../../gql/graphql';
import { useLiveRefetch, useResubscribe } from '../../../lib/use-live-refetch';

/**
 * How many leads matching the current search came on sale after it ran
 * (`searchedAt`, the server's time). The list itself stays as it is, so nothing
 * shifts under the cursor, until the user asks for them.
 */
export function useNewLeads(
  companyId: string | null,
  query: PlazaQueryInput | null,
  searchedAt: string | null,
  /** The newest event when the first search ran: the subscription starts after it. */
  eventId: string | number | null,
): number {
  const client = useApolloClient();
  // The count belongs to one search: a new answer starts again from zero.
  const [found, setFound] = useState<{ since: string | null; count: number }>({
    since: null,
    count: 0,
  });
  const latest = useRef({ query, searchedAt });
  useEffect(() => {
    latest.current = { query, searchedAt };
  }, [query, searchedAt]);
  // Follow from the first answer's event, so a lead arriving while the subscription
  // connects is not missed; reconnects go on from the last event seen.
  const [startAfter, setStartAfter] = useState<string | null>(null);
  if (startAfter === null && eventId !== null) setStartAfter(String(eventId));
  const live = useLiveRefetch(() => {
    const { query: current, searchedAt: since } = latest.current;
    if (!companyId || !current || !since) return;
    // Leads created after the answer, to the millisecond: whole seconds would miss a
    // lead that came in the same second as the search.
    const startDate = (new Date(since).getTime() + 1) / 1000;
    if (current.endDate != null && current.endDate < startDate) return;
    void client
      .query({
        query: PlazaNewCountDocument,
        variables: {
          companyId,
          query: { ...current, startDate, endDate: null, currentPage: 1, itemsPerPage: 1 },
        },
        fetchPolicy: 'network-only',
        context: { notify: false, redirect: false },
      })
      .then((answer) => setFound({ since, count: answer.data?.plazaSearch.total ?? 0 }))
      .catch(() => undefined);
  });
  const { restart } = useSubscription(PlazaLiveDocument, {
    variables: { companyId: companyId ?? '', afterEventId: live.afterEventId ?? startAfter },
    skip: !companyId || startAfter === null,
    context: { notify: false, redirect: false },
    onData: ({ data }) => {
      const change = data.data?.plazaChanged;
      if (change) live.seen(String(change.eventId), change.type !== 'lead.assigned');
    },
    onError: live.failed,
  });
  useResubscribe(live, restart);
  return found.since === searchedAt ? found.count : 0;
}
