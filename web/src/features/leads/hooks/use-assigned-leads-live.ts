import { useSubscription } from '@apollo/client/react';
import { AssignedLeadsLiveDocument } from '../../../gql/graphql';
import { useLiveRefetch, useResubscribe } from '../../../lib/use-live-refetch';

/**
 * A company's new leads and pipeline moves, live: `refresh` runs on each burst of
 * changes (a move of `assignedLeadId` only, when given). The changed assigned lead
 * arrives with the event and Apollo merges it into the cache at once.
 */
export function useAssignedLeadsLive(
  companyId: string | null,
  refresh: () => void,
  assignedLeadId?: string,
) {
  const live = useLiveRefetch(refresh);
  const { restart } = useSubscription(AssignedLeadsLiveDocument, {
    variables: { companyId: companyId ?? '', afterEventId: live.afterEventId },
    skip: !companyId,
    context: { notify: false, redirect: false },
    onData: ({ data }) => {
      const change = data.data?.assignedLeadsChanged;
      if (!change) return;
      const about = change.assignedLead ? String(change.assignedLead.id) : null;
      live.seen(String(change.event.id), !assignedLeadId || about === assignedLeadId);
    },
    onError: live.failed,
  });
  useResubscribe(live, restart);
}
