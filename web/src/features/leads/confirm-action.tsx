import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../lib/i18n';

interface ConfirmOptions {
  title: string;
  text: string;
  confirmLabel: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
}

/** Asks before a sensitive action (document 2, section 5); resolves true on confirm. */
export function confirmAction({
  title,
  text,
  confirmLabel,
  danger = false,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: confirmLabel, cancel: i18n.t('action.cancel', { ns: 'leads' }) },
      confirmProps: { color: danger ? 'red' : undefined },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
