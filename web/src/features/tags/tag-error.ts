import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MESSAGE } from '#domain/shared/messages';

/** The tag that already has the name, when a save failed with MESSAGE.TAG_ALREADY_EXISTS. */
export function existingTagId(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = (error.errors[0]?.extensions ?? {}) as Record<string, unknown>;
  if (extensions.messageKey !== MESSAGE.TAG_ALREADY_EXISTS) return null;
  return typeof extensions.existingId === 'string' ? extensions.existingId : null;
}
