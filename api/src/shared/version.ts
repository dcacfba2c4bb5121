import { ApiError } from './errors';

/**
 * Parses the `version` a client sends with a save (a number, or a string from a form);
 * a save without one is refused. The save then writes only over that version.
 */
export function requireVersion(value: unknown): number {
  const version = typeof value === 'string' && value !== '' ? Number(value) : value;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', { version: 'MESSAGE.FIELD_REQUIRED' });
  }
  return version;
}

/** Someone saved in between: nothing was written. */
export const outdated = () => new ApiError(409, 'MESSAGE.DATA_OUTDATED');
