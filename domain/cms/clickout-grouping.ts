/** How the click-out list groups clicks: each click, or counted per link, page, company, product or day. */
export const CLICKOUT_GROUPINGS = ['none', 'link', 'page', 'company', 'product', 'day'] as const;
export type ClickoutGrouping = (typeof CLICKOUT_GROUPINGS)[number];

/** The list opens counted per link: what an editor asks first is which links are used. */
export const DEFAULT_CLICKOUT_GROUPING: ClickoutGrouping = 'link';

/** The default period starts here, before the oldest click-out (2013-01-01 00:00 Amsterdam). */
export const CLICKOUTS_SINCE = Date.UTC(2012, 11, 31, 23) / 1000;

export const isClickoutGrouping = (value: unknown): value is ClickoutGrouping =>
  (CLICKOUT_GROUPINGS as readonly unknown[]).includes(value);
