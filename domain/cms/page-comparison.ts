import type { ContentBlock } from '#domain/cms/content-block';
import type { PageInput } from '#domain/cms/page-input';

export type BlockChangeKind = 'same' | 'changed' | 'added' | 'removed';

/** What happened at one place of the page between two versions. */
export interface BlockChange {
  position: number;
  change: BlockChangeKind;
  /** The block's kind in the older and the newer version (null where there was none). */
  type_from: string | null;
  type_to: string | null;
  /** The fields that differ (for a changed block). */
  fields: string[];
  /** The block in the older and the newer version, to show what changed. */
  before: ContentBlock | null;
  after: ContentBlock | null;
}

/** Two versions of a page side by side: the page fields that differ, and block by block. */
export interface PageComparison {
  fields: string[];
  blocks: BlockChange[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function changedKeys(a: Record<string, unknown>, b: Record<string, unknown>, skip: string[]) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((key) => !skip.includes(key) && !same(a[key], b[key])).sort();
}

function compareBlock(position: number, a?: ContentBlock, b?: ContentBlock): BlockChange {
  if (!a || !b) {
    return {
      position,
      change: a ? 'removed' : 'added',
      type_from: a?.type ?? null,
      type_to: b?.type ?? null,
      fields: [],
      before: a ?? null,
      after: b ?? null,
    };
  }
  const fields =
    a.type === b.type
      ? changedKeys(a as Record<string, unknown>, b as Record<string, unknown>, ['position'])
      : ['type'];
  return {
    position,
    change: fields.length === 0 ? 'same' : 'changed',
    type_from: a.type,
    type_to: b.type,
    fields,
    before: a,
    after: b,
  };
}

/** Compares an older version of a page (`from`) with a newer one (`to`), block by block in order. */
export function comparePages(from: PageInput, to: PageInput): PageComparison {
  const length = Math.max(from.blocks.length, to.blocks.length);
  return {
    fields: changedKeys(
      from as unknown as Record<string, unknown>,
      to as unknown as Record<string, unknown>,
      ['blocks'],
    ),
    blocks: Array.from({ length }, (_, i) => compareBlock(i, from.blocks[i], to.blocks[i])),
  };
}
