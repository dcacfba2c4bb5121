import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';

/** The largest value of a PostgreSQL integer (int4): every id and version column. */
export const MAX_INT4 = 2_147_483_647;

/** Is this a number an id column can hold (a positive int4)? */
export const isIdValue = (value: number): boolean =>
  Number.isInteger(value) && value >= 1 && value <= MAX_INT4;

/**
 * A record id of a path, a query or a body: a positive integer an int4 column holds, also
 * when it arrives as text. Anything else (a fraction, 99999999999999999999, -1) is a 400.
 */
export const idSchema = z.coerce
  .number({ error: MESSAGE.SELECT_OPTION })
  .int({ error: MESSAGE.SELECT_OPTION })
  .min(1, { error: MESSAGE.SELECT_OPTION })
  .max(MAX_INT4, { error: MESSAGE.SELECT_OPTION });
