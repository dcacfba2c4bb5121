/** The kinds of content block a page is built from (docs/cms.md, "Pages and blocks"). */
export const CONTENT_BLOCK_KINDS = [
  'TextBlock',
  'CtaBlock',
  'QuoteFormBlock',
  'QuoteFormV2Block',
  'ImageBlock',
  'AttentionBlock',
  'ClickoutBlock',
  'ExampleBlock',
  'NavigationList',
  'NavigationButtons',
  'ComparisonBlock',
  'ComparisonBrandBlock',
  'EnergyLabelBlock',
  'ChartBlock',
  'VideoBlock',
  'BestProductsBlock',
  'FaqBlock',
] as const;

export type ContentBlockKind = (typeof CONTENT_BLOCK_KINDS)[number];

export function isContentBlockKind(value: string): value is ContentBlockKind {
  return (CONTENT_BLOCK_KINDS as readonly string[]).includes(value);
}

/** A block spans the whole row (12 columns) or half of it (6). */
export const BLOCK_COLUMNS = [12, 6] as const;

/** Navigation list layouts 0 to 4, and where its links come from when filled in by the site. */
export const NAVIGATION_LIST_TYPES = [0, 1, 2, 3, 4] as const;
export const NAVIGATION_FILL_TYPES = ['none', 'childs', 'siblings', 'parents'] as const;

/** Which links a click-out block shows: the domain's default table, own links, or by EAN. */
export const CLICKOUT_TYPES = ['default', 'custom', 'ean'] as const;
export type ClickoutType = (typeof CLICKOUT_TYPES)[number];

/** The fields that belong to each click-out type; saving clears the other types' fields. */
export const CLICKOUT_TYPE_FIELDS = {
  default: ['default_table'],
  custom: ['clickout_links', 'table_heading'],
  ean: ['ean'],
} as const satisfies Record<ClickoutType, readonly string[]>;

export const CHART_TYPES = ['bar', 'line', 'pie'] as const;

/** EU energy label classes. */
export const ENERGY_LABELS = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
