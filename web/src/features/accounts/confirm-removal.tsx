import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../lib/i18n';

/** Asks before a role is taken away; resolves true on confirm. */
export function confirmRemoval(text: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: i18n.t('userRoles.removeTitle', { ns: 'accounts' }),
      children: <Text size="sm">{text}</Text>,
      labels: {
        confirm: i18n.t('userRoles.remove', { ns: 'accounts' }),
        cancel: i18n.t('userRoles.cancel', { ns: 'accounts' }),
      },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
