import { describe, expect, it } from 'vitest';
import { attentionBlockType, ATTENTION_BLOCK_TYPES } from '#domain/cms/attention-block-types';
import { DEFAULT_PAGE_TYPE, isPageType, PAGE_TYPES } from '#domain/cms/page-types';

describe('attention block types', () => {
  it.each([
    [0, 'tip', 'green'],
    [1, 'product', 'orange'],
    [2, 'saving', 'orange'],
    [3, 'warning', 'red'],
    [4, 'eco', 'green'],
    [5, 'thumbs_up', 'green'],
    [6, 'attention', 'red'],
    [7, 'repair', 'blue'],
    [8, 'cleaning', 'blue'],
    [9, 'euro', 'orange'],
  ])('%i is %s in %s', (code, name, colour) => {
    expect(attentionBlockType(code)).toEqual({ code, name, colour });
  });
  it('has ten types and nothing else', () => {
    expect(ATTENTION_BLOCK_TYPES).toHaveLength(10);
    expect(attentionBlockType(10)).toBeUndefined();
  });
});

describe('page types', () => {
  it('knows the page types and defaults to GenericPage', () => {
    expect(PAGE_TYPES).toHaveLength(34);
    expect(DEFAULT_PAGE_TYPE).toBe('GenericPage');
    expect(isPageType('404Page')).toBe(true);
    expect(isPageType('FooPage')).toBe(false);
  });
});
