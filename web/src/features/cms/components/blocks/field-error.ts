import { messageText } from '../../../../lib/message-text';

/** The translated error of a field, or undefined (Mantine's `error` prop). */
export function fieldError(errors: Record<string, string>, key: string): string | undefined {
  const message = errors[key];
  return message ? messageText(message) : undefined;
}
