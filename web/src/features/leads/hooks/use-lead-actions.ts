import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  MarkLeadHandledActionDocument,
  MatchLeadNowActionDocument,
  RestartMatchingActionDocument,
  StopMatchingActionDocument,
  VerifyLeadActionDocument,
} from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../confirm-action';

export type LeadAction = 'verify' | 'restart' | 'matchNow' | 'stop' | 'handled';

const CONFIRM: Record<LeadAction, { title: string; text: string; danger?: boolean }> = {
  verify: { title: 'confirm.verifyTitle', text: 'confirm.verifyText' },
  restart: { title: 'confirm.restartTitle', text: 'confirm.restartText' },
  matchNow: { title: 'confirm.matchNowTitle', text: 'confirm.matchNowText' },
  stop: { title: 'confirm.stopTitle', text: 'confirm.stopText', danger: true },
  handled: { title: 'confirm.handledTitle', text: 'confirm.handledText' },
};

/** The staff actions of the lead screen: each asks first, then mutates and reports. */
export function useLeadActions(leadId: string) {
  const { t } = useTranslation('leads');
  // The menu's on-hold count changes with verifying; the lists refetch on the live event.
  const refetchQueries = ['OnHoldLeadCount'];
  const [verify, verifyState] = useMutation(VerifyLeadActionDocument, { refetchQueries });
  const [restart, restartState] = useMutation(RestartMatchingActionDocument);
  const [matchNow, matchNowState] = useMutation(MatchLeadNowActionDocument);
  const [stop, stopState] = useMutation(StopMatchingActionDocument);
  const [handled, handledState] = useMutation(MarkLeadHandledActionDocument);
  const run: Record<LeadAction, () => Promise<unknown>> = {
    verify: () => verify({ variables: { id: leadId } }),
    restart: () => restart({ variables: { id: leadId } }),
    matchNow: () => matchNow({ variables: { id: leadId } }),
    stop: () => stop({ variables: { id: leadId } }),
    handled: () => handled({ variables: { id: leadId } }),
  };
  return {
    busy:
      verifyState.loading ||
      restartState.loading ||
      matchNowState.loading ||
      stopState.loading ||
      handledState.loading,
    perform: async (action: LeadAction): Promise<boolean> => {
      const ask = CONFIRM[action];
      const ok = await confirmAction({
        title: t(ask.title),
        text: t(ask.text),
        confirmLabel: t(`action.${action}`),
        danger: ask.danger,
      });
      if (!ok) return false;
      try {
        await run[action]();
        notifySuccess('MESSAGE.CHANGES_SAVED');
        return true;
      } catch {
        // The error link has shown the catalogue message.
        return false;
      }
    },
  };
}
