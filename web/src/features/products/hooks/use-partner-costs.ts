import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { PartnerProductCostsDocument } from '../../../gql/graphql';

/** Cost per product id (null: the default price), per partner company id. */
export type PartnerCosts = Readonly<Record<string, Readonly<Record<string, number | null>>>>;

/**
 * The partner costs of each given company, one request per company at the same time
 * (bounded by a page of partner companies). Columns fill in as their answers arrive.
 */
export function usePartnerCosts(companyIds: readonly string[]): PartnerCosts {
  const client = useApolloClient();
  const [costs, setCosts] = useState<PartnerCosts>({});
  const key = companyIds.join(',');
  useEffect(() => {
    let current = true;
    for (const companyId of key ? key.split(',') : []) {
      void client
        .query({
          query: PartnerProductCostsDocument,
          variables: { companyId },
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => {
          if (!current || !data) return;
          const byProduct = Object.fromEntries(
            data.productCosts.map((cost) => [String(cost.product.id), cost.costCents ?? null]),
          );
          setCosts((previous) => ({ ...previous, [companyId]: byProduct }));
        })
        .catch(() => undefined);
    }
    return () => {
      current = false;
    };
  }, [client, key]);
  return costs;
}
