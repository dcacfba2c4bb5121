import { z } from 'zod';
import { listOf } from '../shared/responses';

/** POST /address/validate: the checked Dutch address (see `validateDutchAddress`). */
export const checkedAddressSchema = z
  .object({
    country: z.string(),
    postal_code: z.string(),
    house_number: z.string(),
    city: z.string(),
    municipality: z.string(),
    province: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: 'CheckedAddress' });

/** GET /province: each province with its municipalities, sorted. */
export const provinceListSchema = listOf(
  z.object({ name: z.string(), municipalities: z.array(z.string()) }),
).meta({
  id: 'ProvinceList',
});
