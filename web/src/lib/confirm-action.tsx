import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from './i18n';

interface ConfirmOptions {
  title: string;
  text: string;
  confirmLabel: string;
  /** Red confirm button for destructive actions (the default); false for a plain one. */
  danger?: boolean;
}

/** Asks before a destructive, costly or sensitive action; resolves true on confirm. */
export function confirmAction({
  title,
  text,
  confirmLabel,
  danger = true,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: confirmLabel, cancel: i18n.t('action.cancel', { ns: 'common' }) },
      confirmProps: { color: danger ? 'red' : undefined },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
