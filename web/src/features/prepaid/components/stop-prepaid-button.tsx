import { Button } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { StopPrepaidDocument } from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifySuccess } from '../../../lib/notify';

/** Staff stop prepaid for a company, after confirmation; its next leads go on its invoice. */
export function StopPrepaidButton({
  companyId,
  onStopped,
}: {
  companyId: string;
  onStopped: () => void;
}) {
  const { t } = useTranslation('prepaid');
  const [stop, stopping] = useMutation(StopPrepaidDocument);

  async function confirmAndStop() {
    const sure = await confirmAction({
      title: t('stop.title'),
      text: t('stop.confirm'),
      confirmLabel: t('stop.action'),
    });
    if (!sure) return;
    try {
      await stop({ variables: { companyId } });
      notifySuccess('MESSAGE.CHANGES_SAVED');
      onStopped();
    } catch {
      // The error notice says why.
    }
  }

  return (
    <Button
      variant="default"
      color="red"
      loading={stopping.loading}
      onClick={() => void confirmAndStop()}
    >
      {t('stop.action')}
    </Button>
  );
}
