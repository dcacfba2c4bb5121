import { notifications } from '@mantine/notifications';
import { i18n } from './i18n';

const GENERIC = 'MESSAGE.ERROR_OCCURRED';

/** Translates a 'MESSAGE.X' key; unknown keys fall back to the generic error text. */
export function messageText(key: string): string {
  const known = key.startsWith('MESSAGE.') && i18n.exists(key, { ns: 'messages' });
  return i18n.t(known ? key : GENERIC, { ns: 'messages' });
}

/** Error notification (bottom centre and 5 s are set on the provider). */
export function notifyError(messageKey: string): void {
  notifications.show({ message: messageText(messageKey), color: 'red', withCloseButton: false });
}

export function notifySuccess(messageKey: string): void {
  notifications.show({ message: messageText(messageKey), color: 'teal', withCloseButton: false });
}
