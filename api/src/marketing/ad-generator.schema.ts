import { z } from 'zod';
import { AD_FORMAT_CODES } from '#domain/marketing/ad-generator';

/** An uploaded ad image as the ad generator lists it. */
export const adImageSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['main', 'product']),
    index: z.number().int().describe('0 for the main image; 0..5 for a product image'),
    file_name: z.string(),
    content_type: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    byte_size: z.number().int(),
    uploaded_at: z.string(),
  })
  .meta({ id: 'CampaignAdImage' });

/** One ad format, with the fingerprint of the inputs its ad is made of (changes with them). */
export const adFormatSchema = z
  .object({
    code: z.enum(AD_FORMAT_CODES),
    width: z.number().int(),
    height: z.number().int(),
    fingerprint: z.string(),
  })
  .meta({ id: 'CampaignAdFormat' });

/** What the ad generator screen shows of a campaign. */
export const adGeneratorSchema = z
  .object({
    campaign_id: z.number().int(),
    campaign_name: z.string(),
    utm_campaign: z.string(),
    product_name: z.string().nullable(),
    main_image: adImageSchema.nullable(),
    product_images: z.array(adImageSchema).describe('the uploaded product images by index'),
    formats: z.array(adFormatSchema),
  })
  .meta({ id: 'CampaignAdGenerator' });
