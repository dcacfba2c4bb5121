import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { isValidUrl, normalizeUrl } from '#domain/shared/validators/url';
import { effectiveFeedType, FEED_SOURCES, FEED_TYPES } from './product-feed-state';

/**
 * A feed as an editor adds or saves it. A non-icecat source forces type xml (whatever
 * was sent); the url is http(s), `https://` added when typed without.
 */
export const feedInputSchema = z
  .object({
    source: z.enum(FEED_SOURCES, MESSAGE.SELECT_OPTION),
    type: z.enum(FEED_TYPES, MESSAGE.SELECT_OPTION).default('xml'),
    url: z
      .string(MESSAGE.FIELD_REQUIRED)
      .trim()
      .min(1, MESSAGE.FIELD_REQUIRED)
      .max(2000, MESSAGE.TEXT_TOO_LONG)
      .transform(normalizeUrl)
      .refine((url) => /^https?:\/\//i.test(url) && isValidUrl(url), MESSAGE.ENTER_VALID_URL),
    company_id: z.number().int().positive().nullable().default(null),
    paused: z.boolean().default(false),
  })
  .transform((feed) => ({ ...feed, type: effectiveFeedType(feed.source, feed.type) }));
export type FeedInput = z.infer<typeof feedInputSchema>;

/** The new order of all feeds, each with the version read. */
export const feedPositionsSchema = z.object({
  items: z.array(z.object({ id: z.number().int().positive(), version: z.number().int() })),
});
