import { useMutation } from '@apollo/client/react';
import { formatMoney } from '#domain/shared/format-money';
import {
  SetClaimStatusDocument,
  type ClaimFieldsFragment,
  type ClaimStatus,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { i18n } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';

/** Changing a claim's status; acceptance (it pays the company back and cannot be undone) asks first. */
export function useClaimStatus() {
  const [mutate, state] = useMutation(SetClaimStatusDocument);
  const setStatus = async (
    claim: ClaimFieldsFragment,
    status: ClaimStatus,
    rematch: boolean,
  ): Promise<boolean> => {
    if (status === 'accepted') {
      const sure = await confirmAction({
        title: i18n.t('action.confirmAcceptTitle', { ns: 'claims' }),
        text: i18n.t('action.confirmAccept', {
          ns: 'claims',
          amount: formatMoney(claim.priceCents),
        }),
        confirmLabel: i18n.t('action.confirm', { ns: 'claims' }),
        danger: false,
      });
      if (!sure) return false;
    }
    try {
      await mutate({ variables: { id: claim.id, status, version: claim.version, rematch } });
      notifySuccess('MESSAGE.CHANGES_SAVED');
      return true;
    } catch {
      // INVALID_STATUS, CLAIM_READ_ONLY, DATA_OUTDATED: shown by the error link.
      return false;
    }
  };
  return { setStatus, busy: state.loading };
}
