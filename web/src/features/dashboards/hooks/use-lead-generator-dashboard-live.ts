import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  LeadAndRevenueDocument,
  LeadGeneratorBrokenLinksDocument,
  LeadGeneratorCompaniesWithLowBalanceDocument,
  LeadGeneratorCompaniesWithoutLeadsDocument,
  LeadGeneratorCompanyActivitiesDocument,
  LeadGeneratorDashboardLiveDocument,
  LeadGeneratorFailedPartnerRequestsDocument,
  LeadGeneratorOpenChangeRequestsDocument,
  LeadGeneratorPaidInvoicesDocument,
  LeadGeneratorPlazaPurchasesDocument,
  LeadGeneratorReviewApprovalsDocument,
  LeadGeneratorUnapprovedCompaniesDocument,
} from '../../../gql/graphql';
import { useLiveRefetch, useResubscribe } from '../../../lib/use-live-refetch';

/** What the home shows; the lists on screen are read again after each burst of changes. */
const HOME_QUERIES = [
  LeadAndRevenueDocument,
  LeadGeneratorBrokenLinksDocument,
  LeadGeneratorCompaniesWithLowBalanceDocument,
  LeadGeneratorCompaniesWithoutLeadsDocument,
  LeadGeneratorCompanyActivitiesDocument,
  LeadGeneratorFailedPartnerRequestsDocument,
  LeadGeneratorOpenChangeRequestsDocument,
  LeadGeneratorPaidInvoicesDocument,
  LeadGeneratorUnapprovedCompaniesDocument,
  // Reviews arriving or moderated, plaza purchases (lead.assigned), deleted pages.
  LeadGeneratorReviewApprovalsDocument,
  LeadGeneratorPlazaPurchasesDocument,
  LeadGeneratorBrokenLinksDocument,
];

/**
 * The lead managers' home follows the outbox instead of the spec's 15-minute polling: new
 * leads, claims, payments, companies awaiting approval, failed partner requests and change
 * requests read the figures and lists on screen again (once per burst).
 */
export function useLeadGeneratorDashboardLive(enabled: boolean) {
  const client = useApolloClient();
  const refresh = useCallback(() => {
    void client.refetchQueries({ include: HOME_QUERIES });
  }, [client]);
  const live = useLiveRefetch(refresh);
  const { restart } = useSubscription(LeadGeneratorDashboardLiveDocument, {
    variables: { afterEventId: live.afterEventId },
    skip: !enabled,
    context: { notify: false, redirect: false },
    onData: ({ data }) => {
      const change = data.data?.leadGeneratorDashboardChanged;
      if (change) live.seen(String(change.eventId), true);
    },
    onError: live.failed,
  });
  useResubscribe(live, restart);
}
