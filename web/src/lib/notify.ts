import { notifications } from '@mantine/notifications';
import { messageText } from './message-text';

/** Error notification (bottom centre and 5 s are set on the provider). */
export function notifyError(messageKey: string): void {
  notifications.show({ message: messageText(messageKey), color: 'red', withCloseButton: false });
}

export function notifySuccess(messageKey: string): void {
  notifications.show({ message: messageText(messageKey), color: 'teal', withCloseButton: false });
}
