import { snakeToCamel } from '#domain/shared/case-names';
import type { CmsPageInput, ContentBlockInput } from '../generated/resolvers';
import type { RestContentBlock } from './rest-types';

/** What every block has; the rest of a REST block are its kind's own fields. */
const COMMON_BLOCK_FIELDS = new Set(['type', 'columns', 'position', 'heading', 'anchor']);

const optionalId = (id: string | number | null | undefined) =>
  id === null || id === undefined || id === '' ? null : Number(id);

/** A REST block split into the common fields and `fields` (GraphQL's ContentBlock). */
export function kindFieldsOf(block: RestContentBlock): Record<string, unknown> {
  return Object.fromEntries(Object.entries(block).filter(([key]) => !COMMON_BLOCK_FIELDS.has(key)));
}

function restBlock(block: ContentBlockInput): Record<string, unknown> {
  const own =
    block.fields && typeof block.fields === 'object' && !Array.isArray(block.fields)
      ? (block.fields as Record<string, unknown>)
      : {};
  const kindFields = Object.fromEntries(
    Object.entries(own).filter(([key]) => !COMMON_BLOCK_FIELDS.has(key)),
  );
  return {
    ...kindFields,
    type: block.type,
    columns: block.columns ?? undefined,
    heading: block.heading ?? undefined,
    anchor: block.anchor ?? undefined,
  };
}

/** The REST body of a page save (snake_case); blocks flat as the api stores them. */
export function pageBody(input: CmsPageInput, extra: Record<string, unknown>) {
  return {
    ...extra,
    type: input.type,
    url: input.url,
    blocks: input.blocks.map(restBlock),
    author_id: optionalId(input.authorId),
    sources: input.sources ?? [],
    created: input.created ?? null,
    updated: input.updated ?? null,
    header_image_id: optionalId(input.headerImageId),
    image1_id: optionalId(input.image1Id),
    image2_id: optionalId(input.image2Id),
    image3_id: optionalId(input.image3Id),
    image4_id: optionalId(input.image4Id),
    tags: input.tags ?? [],
    widget_position: input.widgetPosition ?? 0,
    lead_product_id: optionalId(input.leadProductId),
    product_eans: input.productEans ?? [],
  };
}

/**
 * A REST field error name as the GraphQL input names it: lead_product_id ->
 * leadProductId, blocks.2.heading stays, a kind's own field moves under
 * fields (blocks.2.start_at -> blocks.2.fields.start_at).
 */
export function pageFieldName(key: string): string {
  const block = /^blocks\.(\d+)\.([^.]+)(.*)$/.exec(key);
  if (!block) return snakeToCamel(key);
  const [, index, field, rest] = block;
  return COMMON_BLOCK_FIELDS.has(field!)
    ? `blocks.${index}.${field}${rest}`
    : `blocks.${index}.fields.${field}${rest}`;
}
