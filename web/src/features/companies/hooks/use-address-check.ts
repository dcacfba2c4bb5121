import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CheckAddressDocument } from '../../../gql/graphql';
import { classifyError } from '../../../lib/error-kind';
import type { AddressCheckOutcome } from '../address-check-result';

/** The api's Dutch address check; problems come back as a message (shown in the form, not as a popup). */
export function useAddressCheck() {
  const client = useApolloClient();
  return useCallback(
    async (postalCode: string, houseNumber: string): Promise<AddressCheckOutcome> => {
      try {
        const { data } = await client.query({
          query: CheckAddressDocument,
          variables: { postalCode, houseNumber },
          context: { notify: false, redirect: false },
          fetchPolicy: 'network-only',
        });
        if (!data) return { error: 'MESSAGE.GEOCODING_FAILED' };
        return { address: data.validateAddress };
      } catch (error) {
        const kind = classifyError(error);
        const fieldMessage = kind.fields ? Object.values(kind.fields)[0] : undefined;
        return { error: fieldMessage ?? kind.message ?? 'MESSAGE.GEOCODING_FAILED' };
      }
    },
    [client],
  );
}
