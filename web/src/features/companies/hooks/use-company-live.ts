import { useSubscription } from '@apollo/client/react';
import { CompanyLiveDocument } from '../../../gql/graphql';

/**
 * Keeps the company in the cache up to date while a screen shows it: a change
 * made elsewhere (state, pause, users, mandate) arrives over SSE with the fresh
 * company, which Apollo merges into the cached record the screen renders.
 */
export function useCompanyLive(companyId: string, onDeleted: () => void) {
  useSubscription(CompanyLiveDocument, {
    variables: { id: companyId },
    skip: !companyId,
    context: { notify: false, redirect: false },
    onData: ({ data }) => {
      if (data.data?.companyChanged.deleted) onDeleted();
    },
  });
}
