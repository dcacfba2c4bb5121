import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  MarkLeadHandledActionDocument,
  MarkMustCallActionDocument,
  MatchLeadNowActionDocument,
  NotifyCompaniesActionDocument,
  RequestLeadFeedbackActionDocument,
  RequestPhoneNumberActionDocument,
  RestartMatchingActionDocument,
  SetDoNotCallActionDocument,
  StopMatchingActionDocument,
  ThankConsumerActionDocument,
  VerifyLeadActionDocument,
} from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../lib/confirm-action';

export type LeadAction =
  | 'verify'
  | 'restart'
  | 'matchNow'
  | 'stop'
  | 'handled'
  | 'doNotCall'
  | 'mustCall'
  | 'notifyCompanies'
  | 'thankConsumer'
  | 'requestFeedback'
  | 'requestPhone';

const CONFIRM: Record<LeadAction, { title: string; text: string; danger?: boolean }> = {
  verify: { title: 'confirm.verifyTitle', text: 'confirm.verifyText' },
  restart: { title: 'confirm.restartTitle', text: 'confirm.restartText' },
  matchNow: { title: 'confirm.matchNowTitle', text: 'confirm.matchNowText' },
  stop: { title: 'confirm.stopTitle', text: 'confirm.stopText', danger: true },
  handled: { title: 'confirm.handledTitle', text: 'confirm.handledText' },
  doNotCall: { title: 'confirm.doNotCallTitle', text: 'confirm.doNotCallText' },
  mustCall: { title: 'confirm.mustCallTitle', text: 'confirm.mustCallText' },
  notifyCompanies: { title: 'confirm.notifyCompaniesTitle', text: 'confirm.notifyCompaniesText' },
  thankConsumer: { title: 'confirm.thankConsumerTitle', text: 'confirm.thankConsumerText' },
  requestFeedback: { title: 'confirm.requestFeedbackTitle', text: 'confirm.requestFeedbackText' },
  requestPhone: { title: 'confirm.requestPhoneTitle', text: 'confirm.requestPhoneText' },
};

// Actions that mail someone report the mail; the others report a saved change.
const MAILS: ReadonlySet<LeadAction> = new Set([
  'notifyCompanies',
  'thankConsumer',
  'requestFeedback',
  'requestPhone',
]);

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
  const [doNotCall, doNotCallState] = useMutation(SetDoNotCallActionDocument);
  const [mustCall, mustCallState] = useMutation(MarkMustCallActionDocument);
  const [notifyCompanies, notifyCompaniesState] = useMutation(NotifyCompaniesActionDocument);
  const [thankConsumer, thankConsumerState] = useMutation(ThankConsumerActionDocument);
  const [requestFeedback, requestFeedbackState] = useMutation(RequestLeadFeedbackActionDocument);
  const [requestPhone, requestPhoneState] = useMutation(RequestPhoneNumberActionDocument);
  const variables = { id: leadId };
  const run: Record<LeadAction, () => Promise<unknown>> = {
    verify: () => verify({ variables }),
    restart: () => restart({ variables }),
    matchNow: () => matchNow({ variables }),
    stop: () => stop({ variables }),
    handled: () => handled({ variables }),
    doNotCall: () => doNotCall({ variables }),
    mustCall: () => mustCall({ variables }),
    notifyCompanies: () => notifyCompanies({ variables }),
    thankConsumer: () => thankConsumer({ variables }),
    requestFeedback: () => requestFeedback({ variables }),
    requestPhone: () => requestPhone({ variables }),
  };
  return {
    busy: [
      verifyState,
      restartState,
      matchNowState,
      stopState,
      handledState,
      doNotCallState,
      mustCallState,
      notifyCompaniesState,
      thankConsumerState,
      requestFeedbackState,
      requestPhoneState,
    ].some((state) => state.loading),
    perform: async (action: LeadAction): Promise<boolean> => {
      const ask = CONFIRM[action];
      const ok = await confirmAction({
        title: t(ask.title),
        text: t(ask.text),
        confirmLabel: t(`action.${action}`),
        danger: ask.danger ?? false,
      });
      if (!ok) return false;
      try {
        await run[action]();
        notifySuccess(MAILS.has(action) ? 'MESSAGE.MAIL_SENT' : 'MESSAGE.CHANGES_SAVED');
        return true;
      } catch {
        // The error link has shown the catalogue message.
        return false;
      }
    },
  };
}
