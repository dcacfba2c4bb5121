import { z } from 'zod';
import type { AreaPlugin } from '../shared/area-plugin';
import { requireViewer } from '../shared/session-guard';
import { validateDutchAddress } from './address-check';
import { municipalitiesByProvince, provinceNames } from './postal-code-data';
import { errorResponses } from '../shared/responses';
import { checkedAddressSchema, provinceListSchema } from './address.schema';

const addressBody = z.object({
  postal_code: z.string().nullish(),
  house_number: z.union([z.string(), z.number()]).nullish(),
  country: z.string().nullish(),
});

/** Dutch address check against the postal code reference data, and the province list. */
export const addressRoutes: AreaPlugin = async (app) => {
  app.post(
    '/address/validate',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Check a Dutch address: answers postal_code, house_number, city, municipality, province, latitude, longitude',
        body: addressBody,
        response: { 200: checkedAddressSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      requireViewer(request);
      const body = request.body;
      return validateDutchAddress(body.postal_code ?? '', String(body.house_number ?? ''));
    },
  );

  app.get(
    '/province',
    {
      schema: {
        tags: ['companies'],
        summary: 'The Dutch provinces with their municipalities',
        response: { 200: provinceListSchema },
      },
    },
    async () => {
      const names = provinceNames();
      const municipalities = municipalitiesByProvince();
      return {
        items: names.map((name) => ({ name, municipalities: municipalities.get(name) ?? [] })),
        total: names.length,
      };
    },
  );
};
