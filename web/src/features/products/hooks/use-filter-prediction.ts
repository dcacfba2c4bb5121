import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { PredictFilterDocument, type CompanyProductFilterInput } from '../../../gql/graphql';

/** The filter prediction waits this long after the last change, so typing does not ask each time. */
export const PREDICTION_DELAY_MS = 500;

export interface FilterPrediction {
  count: number | null;
  days: number | null;
  /** A change is waiting for its delay or its answer. */
  pending: boolean;
}

/**
 * "This filter would have received N leads in the last 30 days": asked 500 ms after the
 * filter last changed; the previous figure stays on screen meanwhile.
 */
export function useFilterPrediction(
  companyId: string,
  productId: string,
  filter: CompanyProductFilterInput,
): FilterPrediction {
  const key = JSON.stringify(filter);
  const [settled] = useDebouncedValue(key, PREDICTION_DELAY_MS);
  const variables = useMemo(
    () => ({ companyId, productId, filter: JSON.parse(settled) as CompanyProductFilterInput }),
    [companyId, productId, settled],
  );
  const { data, previousData, loading } = useQuery(PredictFilterDocument, {
    variables,
    skip: !companyId || !productId,
  });
  const shown = (data ?? previousData)?.predictFilter;
  return {
    count: shown?.count ?? null,
    days: shown?.days ?? null,
    pending: loading || settled !== key,
  };
}
