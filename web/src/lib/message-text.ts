import { i18n } from './i18n';

const GENERIC = 'MESSAGE.ERROR_OCCURRED';

/** Translates a 'MESSAGE.X' key; unknown keys fall back to the generic error text. */
export function messageText(key: string): string {
  const known = key.startsWith('MESSAGE.') && i18n.exists(key, { ns: 'messages' });
  return i18n.t(known ? key : GENERIC, { ns: 'messages' });
}
