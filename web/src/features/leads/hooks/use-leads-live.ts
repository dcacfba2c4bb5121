import { useSubscription } from '@apollo/client/react';
import { LeadsLiveDocument } from '../../../gql/graphql';
import { useLiveRefetch, useResubscribe } from '../../../lib/use-live-refetch';

function leadIdOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const id = (payload as { lead_id?: unknown }).lead_id;
  return id === undefined || id === null ? null : String(id);
}

/**
 * Staff lead screens stay current: on lead events (created, matched, assigned,
 * updated) `refresh` runs, for one lead only when `leadId` is given.
 */
export function useLeadsLive(refresh: () => void, leadId?: string) {
  const live = useLiveRefetch(refresh);
  const { restart } = useSubscription(LeadsLiveDocument, {
    variables: { afterEventId: live.afterEventId },
    context: { notify: false, redirect: false },
    onData: ({ data }) => {
      const event = data.data?.leadsChanged;
      if (!event) return;
      const about = leadIdOf(event.payload);
      live.seen(String(event.id), !leadId || about === null || about === leadId);
    },
    onError: live.failed,
  });
  useResubscribe(live, restart);
}
