import { MESSAGE } from '#domain/shared/messages';
import { ApiError } from './errors';
import { MAX_INT4 } from './ids';

/**
 * The highest version a save may send: the save writes `version + 1`, and that must still
 * fit the integer column (a version this high is never read, so it is a stale one anyway).
 */
export const MAX_VERSION = MAX_INT4 - 1;

/**
 * Parses the `version` a client sends with a save (a number, or a string from a form);
 * a save without one is refused. The save then writes only over that version.
 */
export function requireVersion(value: unknown): number {
  const version = typeof value === 'string' && value !== '' ? Number(value) : value;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', { version: 'MESSAGE.FIELD_REQUIRED' });
  }
  if (version > MAX_VERSION)
    throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', { version: MESSAGE.VALUE_TOO_HIGH });
  return version;
}

/** Someone saved in between: nothing was written. */
export const outdated = () => new ApiError(409, 'MESSAGE.DATA_OUTDATED');
