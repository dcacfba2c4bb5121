import { useSubscription } from '@apollo/client/react';
import { CompanyDashboardLiveDocument } from '../../../gql/graphql';
import { useLiveRefetch, useResubscribe } from '../../../lib/use-live-refetch';

/**
 * Reads the company's home again after each burst of changes that move its figures
 * (new leads, claims, payments, invoices, reviews), pushed from the api's outbox.
 */
export function useCompanyDashboardLive(companyId: string | null, refresh: () => void) {
  const live = useLiveRefetch(refresh);
  const { restart } = useSubscription(CompanyDashboardLiveDocument, {
    variables: { companyId: companyId ?? '', afterEventId: live.afterEventId },
    skip: !companyId,
    context: { notify: false, redirect: false },
    onData: ({ data }) => {
      const change = data.data?.companyDashboardChanged;
      if (change) live.seen(String(change.eventId), true);
    },
    onError: live.failed,
  });
  useResubscribe(live, restart);
}
