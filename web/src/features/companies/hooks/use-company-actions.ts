import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { CompanyState } from '#domain/companies/company-state';
import type { SepaMandateInput } from '#domain/companies/sepa-mandate-input';
import {
  ActivateCompanyActionDocument,
  AddCompanyUserActionDocument,
  CancelCompanyPauseActionDocument,
  ChangeCompanyStateActionDocument,
  DeleteCompanyActionDocument,
  DeleteSepaMandateActionDocument,
  DisableCompanyUserActionDocument,
  DisableSepaMandateActionDocument,
  EnableCompanyUserActionDocument,
  EnableSepaMandateActionDocument,
  HideSepaAlertActionDocument,
  MarkSuspectNotInterestedActionDocument,
  PauseCompanyActionDocument,
  PushCompanyToSalesActionDocument,
  RemoveCompanyUserActionDocument,
  SaveSepaMandateActionDocument,
  SetMainUserActionDocument,
  StartTrialActionDocument,
} from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';
import type { ActivationMode } from '../components/activation-dialog';
import type { CompanyUserRow } from '../components/company-users-card';
import type { PauseChoice } from '../components/pause-dialog';
import { confirmAction } from '../../../lib/confirm-action';

/** Start of a local calendar day as an ISO date-time. */
function dayStart(date: string): string {
  return new Date(`${date}T00:00:00`).toISOString();
}

async function attempt(
  run: () => Promise<unknown>,
  message = 'MESSAGE.CHANGES_SAVED',
): Promise<boolean> {
  try {
    await run();
    notifySuccess(message);
    return true;
  } catch {
    // The error link has shown the catalogue message.
    return false;
  }
}

/**
 * Every action of the company screen: asks first (confirmAction) before a state change,
 * ending a pause or switching the mandate off, mutates, and reports the outcome.
 */
export function useCompanyActions(companyId: string) {
  const { t } = useTranslation('companies');
  const id = companyId;
  const [changeState, changeStateState] = useMutation(ChangeCompanyStateActionDocument);
  const [pause, pauseState] = useMutation(PauseCompanyActionDocument);
  const [cancelPause] = useMutation(CancelCompanyPauseActionDocument);
  const [activate, activateState] = useMutation(ActivateCompanyActionDocument);
  const [saveMandate, saveMandateState] = useMutation(SaveSepaMandateActionDocument);
  const [enableMandate, enableMandateState] = useMutation(EnableSepaMandateActionDocument);
  const [disableMandate, disableMandateState] = useMutation(DisableSepaMandateActionDocument);
  const [deleteMandate] = useMutation(DeleteSepaMandateActionDocument);
  const [hideAlert] = useMutation(HideSepaAlertActionDocument);
  const [setMain] = useMutation(SetMainUserActionDocument);
  const [enableUser] = useMutation(EnableCompanyUserActionDocument);
  const [disableUser] = useMutation(DisableCompanyUserActionDocument);
  const [removeUser] = useMutation(RemoveCompanyUserActionDocument);
  const [addUser, addUserState] = useMutation(AddCompanyUserActionDocument);
  const [deleteCompany] = useMutation(DeleteCompanyActionDocument);
  const [startTrial, startTrialState] = useMutation(StartTrialActionDocument);
  const [notInterested] = useMutation(MarkSuspectNotInterestedActionDocument);
  const [pushToSales, pushState] = useMutation(PushCompanyToSalesActionDocument);

  return {
    busy: {
      state: changeStateState.loading,
      pause: pauseState.loading,
      activation: activateState.loading || saveMandateState.loading,
      mandate:
        saveMandateState.loading || enableMandateState.loading || disableMandateState.loading,
      addUser: addUserState.loading,
      suspect: startTrialState.loading || pushState.loading,
    },
    changeState: async (state: CompanyState) => {
      const ok = await confirmAction({
        title: t('confirm.stateTitle'),
        text: t('confirm.stateText', { state: t(`state.${state}`) }),
        confirmLabel: t('confirm.stateConfirm'),
        danger: ['blacklisted', 'archived', 'debtclaim'].includes(state),
      });
      if (!ok) return;
      try {
        const { data } = await changeState({ variables: { id, state } });
        notifySuccess(data?.changeCompanyState.messageKey ?? 'MESSAGE.CHANGES_SAVED');
      } catch {
        // shown by the error link
      }
    },
    pause: (choice: PauseChoice) =>
      attempt(() =>
        pause({
          variables: {
            id,
            from: dayStart(choice.from),
            until: choice.until ? dayStart(choice.until) : null,
            indefinitely: choice.until === null,
          },
        }),
      ),
    cancelPause: async (planned: boolean) => {
      const ok = await confirmAction({
        title: planned ? t('confirm.cancelPauseTitle') : t('confirm.endPauseTitle'),
        text: planned ? t('confirm.cancelPauseText') : t('confirm.endPauseText'),
        confirmLabel: planned ? t('pause.cancelPlanned') : t('pause.end'),
        danger: false,
      });
      if (ok) await attempt(() => cancelPause({ variables: { id } }));
    },
    activate: async (mode: ActivationMode) => {
      try {
        const { data } = await activate({ variables: { id, mode } });
        notifySuccess(data?.activateCompany.messageKey ?? 'MESSAGE.CHANGES_SAVED');
        return true;
      } catch {
        return false;
      }
    },
    saveMandate: (input: SepaMandateInput, version?: number) =>
      attempt(() => saveMandate({ variables: { companyId: id, input, version: version ?? null } })),
    enableMandate: () => attempt(() => enableMandate({ variables: { companyId: id } })),
    disableMandate: async () => {
      const ok = await confirmAction({
        title: t('confirm.disableMandateTitle'),
        text: t('confirm.disableMandateText'),
        confirmLabel: t('sepa.disable'),
      });
      if (ok) await attempt(() => disableMandate({ variables: { companyId: id } }));
    },
    deleteMandate: async () => {
      const ok = await confirmAction({
        title: t('confirm.deleteMandateTitle'),
        text: t('confirm.deleteMandateText'),
        confirmLabel: t('sepa.delete'),
      });
      if (ok)
        await attempt(
          () => deleteMandate({ variables: { companyId: id } }),
          'MESSAGE.SUCCESSFULLY_DELETED',
        );
    },
    hideAlert: () => attempt(() => hideAlert({ variables: { companyId: id } })),
    makeMainUser: (user: CompanyUserRow) =>
      attempt(() =>
        setMain({ variables: { companyId: id, userId: user.id, version: user.version } }),
      ),
    enableUser: (user: CompanyUserRow) =>
      attempt(() => enableUser({ variables: { companyId: id, userId: user.id } })),
    disableUser: async (user: CompanyUserRow) => {
      const ok = await confirmAction({
        title: t('confirm.disableUserTitle'),
        text: t('confirm.disableUserText', { name: user.fullName }),
        confirmLabel: t('users.disable'),
      });
      if (ok) await attempt(() => disableUser({ variables: { companyId: id, userId: user.id } }));
    },
    removeUser: async (user: CompanyUserRow) => {
      const ok = await confirmAction({
        title: t('confirm.removeUserTitle'),
        text: t('confirm.removeUserText', { name: user.fullName }),
        confirmLabel: t('users.remove'),
      });
      if (ok)
        await attempt(
          () => removeUser({ variables: { companyId: id, userId: user.id } }),
          'MESSAGE.SUCCESSFULLY_DELETED',
        );
    },
    addUser,
    deleteCompany: async (): Promise<boolean> => {
      const ok = await confirmAction({
        title: t('confirm.deleteCompanyTitle'),
        text: t('confirm.deleteCompanyText'),
        confirmLabel: t('detail.delete'),
      });
      if (!ok) return false;
      return attempt(() => deleteCompany({ variables: { id } }), 'MESSAGE.SUCCESSFULLY_DELETED');
    },
    startTrial: async () => {
      const ok = await confirmAction({
        title: t('confirm.startTrialTitle'),
        text: t('confirm.startTrialText'),
        confirmLabel: t('suspect.startTrial'),
        danger: false,
      });
      if (ok)
        await attempt(() => startTrial({ variables: { companyId: id } }), 'MESSAGE.EMAIL_SENT');
    },
    notInterested: async () => {
      const ok = await confirmAction({
        title: t('confirm.notInterestedTitle'),
        text: t('confirm.notInterestedText'),
        confirmLabel: t('suspect.notInterested'),
      });
      if (ok) await attempt(() => notInterested({ variables: { companyId: id } }));
    },
    pushToSales: (accountManagerId: string) =>
      attempt(() => pushToSales({ variables: { id, accountManagerId } })),
  };
}
