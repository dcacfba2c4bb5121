import { z } from 'zod';

const image = z
  .object({
    url: z.string(),
    alt: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'DeliveredImage' });

/** A page as the public sites get it: blocks with links, images and products spelled out. */
export const deliveredPageSchema = z
  .object({
    domain: z.object({ host: z.string(), name: z.string() }),
    page: z.object({
      id: z.number().int(),
      type: z.string(),
      url: z.string(),
      blocks: z.array(
        z.looseObject({
          type: z.string(),
          columns: z.number().int(),
          heading: z.string(),
          anchor: z.string(),
        }),
      ),
      header_image: image.nullable(),
      images: z.array(image.nullable()).describe('image1 to image4'),
      author: z.object({ name: z.string() }).nullable(),
      sources: z.array(z.string()),
      created: z.string().nullable(),
      updated: z.string().nullable(),
      tags: z.array(z.string()),
      widget_position: z.number().int(),
      lead_product: z.object({ discr: z.string(), name: z.string() }).nullable(),
      product_eans: z.array(z.string()),
      updated_at: z.string(),
    }),
  })
  .meta({ id: 'DeliveredPage' });
