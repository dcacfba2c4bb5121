import type { Permission } from '#domain/accounts/access';

/**
 * The campaign ad generator (docs/marketing.md, "Ad generator"): a main image and up to six
 * product images per campaign, composed into ads in the usual social formats.
 */

/** Who uploads images and downloads ads: the lead admin (route /lead-generator/campaigns/:id/ad-generator). */
export const AD_GENERATOR_PERMISSION: Permission = ['ROLE_LEAD_ADMIN'];

/** Product images are uploaded per index 0..5. */
export const PRODUCT_IMAGE_SLOTS = 6;
export const PRODUCT_IMAGE_INDEXES: readonly number[] = Array.from(
  { length: PRODUCT_IMAGE_SLOTS },
  (_, index) => index,
);

/** An uploaded image may be this large (bytes) … */
export const AD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** … and must be at least this many pixels on its shorter side. */
export const AD_IMAGE_MIN_SIDE = 100;
/** The types accepted, checked on the file's content. */
export const AD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const AD_FORMAT_CODES = ['feed', 'portrait', 'story', 'link'] as const;
export type AdFormatCode = (typeof AD_FORMAT_CODES)[number];

export interface AdFormat {
  code: AdFormatCode;
  width: number;
  height: number;
}

/** The formats of the social platforms' ads: square feed, portrait feed, story/reel, link preview. */
export const AD_FORMATS: readonly AdFormat[] = [
  { code: 'feed', width: 1080, height: 1080 },
  { code: 'portrait', width: 1080, height: 1350 },
  { code: 'story', width: 1080, height: 1920 },
  { code: 'link', width: 1200, height: 628 },
];

export const isAdFormatCode = (value: string): value is AdFormatCode =>
  (AD_FORMAT_CODES as readonly string[]).includes(value);
