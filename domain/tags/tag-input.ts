import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { requiredText } from '#domain/shared/validators/text';

/** A tag name is as long as a page's tag may be (domain/cms/page-input.ts). */
export const TAG_NAME_MAX = 100;

/** Suggestions for the page editor's tag field: from this many characters, at most this many. */
export const TAG_SUGGESTION_MIN_CHARS = 1;
export const TAG_SUGGESTION_LIMIT = 50;

const optionalId = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((v) => v ?? null);

export const tagNameSchema = requiredText(MESSAGE.ENTER_NAME, TAG_NAME_MAX);

/** A tag as the tag screen saves it (REST names). */
export const tagInputSchema = z.object({
  name: tagNameSchema,
  bound_page_id: optionalId,
});

export type TagInput = z.output<typeof tagInputSchema>;

/** Names compared as the database does (unique index on lower(name)). */
export const tagKey = (name: string) => name.trim().toLowerCase();

/**
 * The tags of a page without repeats: the first spelling of a name wins, blanks go.
 * The api stores a page's tags this way; the editor shows the same.
 */
export function distinctTagNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = tagKey(name);
    if (!name || seen.has(key)) continue;
    seen.add(key);
    result.push(name);
  }
  return result;
}

/**
 * The bound page a merge keeps: the one chosen when both tags have a different one
 * (null when none was chosen: the caller must ask), else whichever there is.
 */
export function mergedBoundPage(
  kept: number | null,
  merged: number | null,
  chosen: number | null,
): { pageId: number | null; choiceNeeded: boolean } {
  if (kept !== null && merged !== null && kept !== merged) {
    if (chosen === kept || chosen === merged) return { pageId: chosen, choiceNeeded: false };
    return { pageId: null, choiceNeeded: true };
  }
  return { pageId: kept ?? merged, choiceNeeded: false };
}
