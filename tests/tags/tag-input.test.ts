import { describe, expect, it } from 'vitest';
import {
  distinctTagNames,
  mergedBoundPage,
  TAG_NAME_MAX,
  tagInputSchema,
  tagKey,
} from '#domain/tags/tag-input';
import { MESSAGE } from '#domain/shared/messages';

describe('a tag as the tag screen saves it', () => {
  it('trims the name and stores no bound page as null', () => {
    expect(tagInputSchema.parse({ name: ' Zonnepanelen ' })).toEqual({
      name: 'Zonnepanelen',
      bound_page_id: null,
    });
    expect(tagInputSchema.parse({ name: 'Dak', bound_page_id: 4 }).bound_page_id).toBe(4);
  });
  it('asks for a name of at most 100 characters', () => {
    const message = (name: unknown) =>
      tagInputSchema.safeParse({ name }).error?.issues.map((issue) => issue.message);
    expect(message('   ')).toEqual([MESSAGE.ENTER_NAME]);
    expect(message(null)).toEqual([MESSAGE.ENTER_NAME]);
    expect(message('x'.repeat(TAG_NAME_MAX))).toBeUndefined();
    expect(message('x'.repeat(TAG_NAME_MAX + 1))).toEqual([MESSAGE.TEXT_TOO_LONG]);
  });
  it('refuses a bound page id that is not a positive whole number', () => {
    for (const bound_page_id of [0, -3, 1.5, '4'])
      expect(tagInputSchema.safeParse({ name: 'Dak', bound_page_id }).success).toBe(false);
  });
});

describe('tag names without repeats', () => {
  it('compares names as the database does: trimmed, in any case', () => {
    expect(tagKey('  Warmtepomp ')).toBe('warmtepomp');
    expect(tagKey('WARMTEPOMP')).toBe(tagKey('warmtepomp'));
  });
  it('keeps the first spelling of a name and drops blanks', () => {
    expect(distinctTagNames(['Dak', ' dak ', '', '  ', 'Isolatie', 'DAK', 'isolatie '])).toEqual([
      'Dak',
      'Isolatie',
    ]);
    expect(distinctTagNames([])).toEqual([]);
  });
});

describe('the bound page of two merged tags', () => {
  it('keeps whichever page there is when only one tag has one, or both the same', () => {
    expect(mergedBoundPage(3, null, null)).toEqual({ pageId: 3, choiceNeeded: false });
    expect(mergedBoundPage(null, 5, null)).toEqual({ pageId: 5, choiceNeeded: false });
    expect(mergedBoundPage(3, 3, null)).toEqual({ pageId: 3, choiceNeeded: false });
    expect(mergedBoundPage(null, null, null)).toEqual({ pageId: null, choiceNeeded: false });
  });
  it('asks for a choice when the tags have different pages', () => {
    expect(mergedBoundPage(3, 5, null)).toEqual({ pageId: null, choiceNeeded: true });
    expect(mergedBoundPage(3, 5, 8)).toEqual({ pageId: null, choiceNeeded: true });
  });
  it('keeps the chosen one of the two pages', () => {
    expect(mergedBoundPage(3, 5, 5)).toEqual({ pageId: 5, choiceNeeded: false });
    expect(mergedBoundPage(3, 5, 3)).toEqual({ pageId: 3, choiceNeeded: false });
  });
});
