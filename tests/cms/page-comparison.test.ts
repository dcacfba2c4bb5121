import { describe, expect, it } from 'vitest';
import { comparePages } from '#domain/cms/page-comparison';
import { pageInputSchema } from '#domain/cms/page-input';

const page = (fields: Record<string, unknown>) => pageInputSchema.parse({ url: '/a', ...fields });

describe('comparing two versions of a page', () => {
  it('names the page fields that differ and what happened at each block position', () => {
    const older = page({
      tags: ['a'],
      blocks: [
        { type: 'TextBlock', heading: 'Kop', content: '<p>x</p>' },
        { type: 'VideoBlock', url: 'https://v.nl/1' },
        { type: 'FaqBlock' },
      ],
    });
    const newer = page({
      tags: ['a', 'b'],
      type: 'ContentPage',
      blocks: [
        { type: 'TextBlock', heading: 'Kop', content: '<p>y</p>', columns: 6 },
        { type: 'VideoBlock', url: 'https://v.nl/1' },
      ],
    });
    const comparison = comparePages(older, newer);
    expect(comparison.fields).toEqual(['tags', 'type']);
    expect(comparison.blocks.map((b) => [b.position, b.change, b.fields])).toEqual([
      [0, 'changed', ['columns', 'content']],
      [1, 'same', []],
      [2, 'removed', []],
    ]);
    expect(comparePages(newer, older).blocks[2]).toMatchObject({
      change: 'added',
      type_from: null,
      type_to: 'FaqBlock',
    });
  });

  it('calls a block of another kind at the same place changed in its type', () => {
    const comparison = comparePages(
      page({ blocks: [{ type: 'TextBlock' }] }),
      page({ blocks: [{ type: 'CtaBlock' }] }),
    );
    expect(comparison.blocks[0]).toMatchObject({ change: 'changed', fields: ['type'] });
  });
});
