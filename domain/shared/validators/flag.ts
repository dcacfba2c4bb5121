import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';

/** A yes/no field: missing means no. */
export const flagSchema = () =>
  z
    .boolean({ error: MESSAGE.INVALID_VALUE })
    .nullish()
    .transform((value) => value ?? false);
