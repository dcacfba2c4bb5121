import { useMutation } from '@apollo/client/react';
import {
  ActivateCompanyProductActionDocument,
  PauseAllCompanyProductsActionDocument,
  PauseCompanyProductActionDocument,
  type CompanyProductFieldsFragment,
} from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';

/**
 * Pause and activate of a company's products. The switch flips at once (Apollo's
 * optimistic layer) and flips back when the api refuses; the error link shows why.
 */
export function useProductActions(companyId: string) {
  const [pause] = useMutation(PauseCompanyProductActionDocument);
  const [activate] = useMutation(ActivateCompanyProductActionDocument);
  const [pauseAll, pauseAllState] = useMutation(PauseAllCompanyProductsActionDocument);

  async function setPaused(product: CompanyProductFieldsFragment, paused: boolean) {
    const variables = { companyId, productId: String(product.product.id) };
    const optimistic = {
      ...product,
      paused,
      pausedUntil: null,
      maxed: paused ? false : product.maxed,
    };
    try {
      if (paused)
        await pause({ variables, optimisticResponse: { pauseCompanyProduct: optimistic } });
      else
        await activate({ variables, optimisticResponse: { activateCompanyProduct: optimistic } });
      return true;
    } catch {
      return false;
    }
  }

  async function pauseEverything() {
    try {
      await pauseAll({ variables: { companyId } });
      notifySuccess('MESSAGE.CHANGES_SAVED');
      return true;
    } catch {
      return false;
    }
  }

  return { setPaused, pauseEverything, pausingAll: pauseAllState.loading };
}
