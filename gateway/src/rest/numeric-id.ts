import { gatewayError } from './rest-error';

/** A numeric id for a REST path; anything else is a record nobody can find. */
export function numericId(id: string | number): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value <= 0)
    throw gatewayError('NOT_FOUND', 'MESSAGE.NOT_FOUND');
  return value;
}
