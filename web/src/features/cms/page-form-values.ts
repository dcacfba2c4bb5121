import { camelToSnake } from '#domain/shared/case-names';
import type { ContentBlock } from '#domain/cms/content-block';
import { newPageDefaults } from '#domain/cms/new-page';
import { pageInputSchema, type PageInputDraft } from '#domain/cms/page-input';
import type { CmsPageFieldsFragment, CmsPageInput } from '../../gql/graphql';

/** A block in the editor, with a key that stays while blocks move. */
export interface EditorBlock {
  key: string;
  collapsed: boolean;
  block: ContentBlock;
}

/** What the page editor edits; lists typed as text are split when saved. */
export interface PageFormValues {
  type: string;
  url: string;
  blocks: EditorBlock[];
  authorId: string | null;
  /** One source a line. */
  sources: string;
  created: string;
  updated: string;
  /** Comma separated. */
  tags: string;
  widgetPosition: number;
  leadProductId: string | null;
  /** Comma separated. */
  productEans: string;
  headerImageId: string | null;
  image1Id: string | null;
  image2Id: string | null;
  image3Id: string | null;
  image4Id: string | null;
}

let nextKey = 0;
export const blockKey = () => `block-${++nextKey}`;

export const editorBlock = (block: ContentBlock): EditorBlock => ({
  key: blockKey(),
  collapsed: false,
  block,
});

const idText = (id: string | number | null | undefined) =>
  id === null || id === undefined ? null : String(id);

const splitList = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

export function newPageValues(): PageFormValues {
  const page = newPageDefaults();
  return {
    type: page.type,
    url: '',
    blocks: page.blocks.map(editorBlock),
    authorId: null,
    sources: '',
    created: '',
    updated: '',
    tags: '',
    widgetPosition: 0,
    leadProductId: null,
    productEans: '',
    headerImageId: null,
    image1Id: null,
    image2Id: null,
    image3Id: null,
    image4Id: null,
  };
}

/** The editor's values of a stored page; each block gets its kind's defaults filled in. */
export function pageFormValues(page: CmsPageFieldsFragment): PageFormValues {
  const blocks = page.blocks.map(({ fields, ...common }) =>
    editorBlock({ ...(fields as Record<string, unknown>), ...common } as ContentBlock),
  );
  return {
    type: page.type,
    url: page.url,
    blocks,
    authorId: idText(page.authorId),
    sources: page.sources.join('\n'),
    created: page.created ?? '',
    updated: page.updated ?? '',
    tags: page.tags.join(', '),
    widgetPosition: page.widgetPosition,
    leadProductId: idText(page.leadProductId),
    productEans: page.productEans.join(', '),
    headerImageId: idText(page.headerImageId),
    image1Id: idText(page.image1Id),
    image2Id: idText(page.image2Id),
    image3Id: idText(page.image3Id),
    image4Id: idText(page.image4Id),
  };
}

const numberOrNull = (id: string | null) => (id ? Number(id) : null);

/** The values as the domain's page schema reads them (REST names), to check before saving. */
export function pageDraft(values: PageFormValues): PageInputDraft {
  return {
    type: values.type,
    url: values.url,
    blocks: values.blocks.map((item) => item.block),
    author_id: numberOrNull(values.authorId),
    sources: splitList(values.sources, /\n/),
    created: values.created || null,
    updated: values.updated || null,
    tags: splitList(values.tags, /,/),
    widget_position: values.widgetPosition,
    lead_product_id: numberOrNull(values.leadProductId),
    product_eans: splitList(values.productEans, /[,\s]+/),
    header_image_id: numberOrNull(values.headerImageId),
    image1_id: numberOrNull(values.image1Id),
    image2_id: numberOrNull(values.image2Id),
    image3_id: numberOrNull(values.image3Id),
    image4_id: numberOrNull(values.image4Id),
  };
}

/** Field errors of the values by REST path ('url', 'blocks.2.start_at'), none when they can be saved. */
export function pageValueErrors(values: PageFormValues): Record<string, string> {
  const result = pageInputSchema.safeParse(pageDraft(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const COMMON_BLOCK_FIELDS = ['type', 'columns', 'position', 'heading', 'anchor'];

/** The GraphQL input of the values: each block's own fields under `fields`. */
export function toCmsPageInput(values: PageFormValues): CmsPageInput {
  const draft = pageDraft(values);
  return {
    type: values.type,
    url: values.url,
    blocks: values.blocks.map(({ block }) => {
      const fields = Object.fromEntries(
        Object.entries(block).filter(([key]) => !COMMON_BLOCK_FIELDS.includes(key)),
      );
      return {
        type: block.type,
        columns: block.columns,
        heading: block.heading,
        anchor: block.anchor,
        fields,
      };
    }),
    authorId: values.authorId,
    sources: draft.sources,
    created: values.created || null,
    updated: values.updated || null,
    tags: draft.tags,
    widgetPosition: values.widgetPosition,
    leadProductId: values.leadProductId,
    productEans: draft.product_eans,
    headerImageId: values.headerImageId,
    image1Id: values.image1Id,
    image2Id: values.image2Id,
    image3Id: values.image3Id,
    image4Id: values.image4Id,
  };
}

/** A GraphQL field error name as the editor keys it: leadProductId -> lead_product_id, blocks.1.fields.url -> blocks.1.url. */
export function formErrorKey(key: string): string {
  const block = /^blocks\.(\d+)\.(?:fields\.)?(.*)$/.exec(key);
  return block ? `blocks.${block[1]}.${block[2]}` : camelToSnake(key);
}

/** The errors under a prefix, with the prefix taken off ('blocks.2.' -> 'start_at'). */
export function errorsUnder(
  errors: Record<string, string>,
  prefix: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );
}
