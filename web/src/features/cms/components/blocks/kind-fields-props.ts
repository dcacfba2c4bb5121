import type { ContentBlockKind } from '#domain/cms/content-block-kinds';
import type { ContentBlockOf } from '#domain/cms/content-block';

/** What the form of one block kind gets: the block, its errors (keys under the block) and a way to change it. */
export interface KindFieldsProps<K extends ContentBlockKind> {
  block: ContentBlockOf<K>;
  errors: Record<string, string>;
  onChange: (block: ContentBlockOf<K>) => void;
}
