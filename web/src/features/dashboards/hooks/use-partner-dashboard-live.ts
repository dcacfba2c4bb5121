import { useSubscription } from '@apollo/client/react';
import { PartnerDashboardLiveDocument } from '../../../gql/graphql';
import { useLiveRefetch, useResubscribe } from '../../../lib/use-live-refetch';

/**
 * Reads the partner's home again after each burst of changes that move its figures (a
 * lead it sent arrives, is given to a company or claimed; a company on its side moves),
 * pushed from the api's outbox.
 */
export function usePartnerDashboardLive(partnerId: string | null, refresh: () => void) {
  const live = useLiveRefetch(refresh);
  const { restart } = useSubscription(PartnerDashboardLiveDocument, {
    variables: { companyId: partnerId ?? '', afterEventId: live.afterEventId },
    skip: !partnerId,
    context: { notify: false, redirect: false },
    onData: ({ data }) => {
      const change = data.data?.partnerDashboardChanged;
      if (change) live.seen(String(change.eventId), true);
    },
    onError: live.failed,
  });
  useResubscribe(live, restart);
}
