import { useApolloClient, useSubscription } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
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
import { hasAccess } from '#domain/accounts/access';
import { LEAD_GENERATOR_WORK_LISTS } from '#domain/dashboards/lead-generator-home-rules';
import { useLiveRefetch, useResubscribe } from '../../../lib/use-live-refetch';
import { useViewer } from '../../../lib/viewer';

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
 * The lead managers' home follows the outbox instead of polling every 15 minutes: new
 * leads, claims, payments, companies awaiting approval, failed partner requests and change
 * requests read the figures and lists on screen again (once per burst).
 */
export function useLeadGeneratorDashboardLive(enabled: boolean) {
  useBusinessLive(enabled, HOME_QUERIES);
}

/**
 * Staff screens of business figures (the home, the metrics, the overviews) read `queries`
 * again after each burst of the business's changes (leads, assignments, claims, payments,
 * companies). `enabled` only for staff: the subscription is theirs.
 */
export function useBusinessLive(enabled: boolean, queries: readonly DocumentNode[]) {
  const client = useApolloClient();
  const refresh = useCallback(() => {
    void client.refetchQueries({ include: [...queries] });
  }, [client, queries]);
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

/** useBusinessLive for a screen that other roles may open too: live only for staff. */
export function useStaffBusinessLive(queries: readonly DocumentNode[]) {
  const { viewer } = useViewer();
  useBusinessLive(hasAccess(viewer?.roles ?? [], LEAD_GENERATOR_WORK_LISTS), queries);
}
