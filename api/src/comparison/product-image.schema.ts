import { z } from 'zod';

export const providerImageListSchema = z
  .object({
    items: z.array(
      z.object({
        key: z.string(),
        provider: z.string(),
        title: z.string(),
        width: z.number().int(),
        height: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'ComparisonProviderImageList' });
