import { asc, eq, inArray, sql } from 'drizzle-orm';
import { distinctTagNames, tagKey } from '#domain/tags/tag-input';
import type { Executor } from '../db';
import { touchPages } from '../cms';
import { cmsPageTags } from './page-tag.table';
import { tags } from './tag.table';

/**
 * The tag rows for these names, in their order: an existing tag whatever the case
 * it is spelled in, else a new tag without a bound page. Two saves adding the same
 * new name at once both end up with the one row (ON CONFLICT on lower(name)).
 */
export async function tagIdsFor(tx: Executor, names: readonly string[]): Promise<number[]> {
  const wanted = distinctTagNames(names);
  if (wanted.length === 0) return [];
  for (const name of wanted)
    await tx.execute(
      sql`INSERT INTO tags (name) VALUES (${name}) ON CONFLICT ((lower(name))) DO NOTHING`,
    );
  const rows = await tx
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(
      inArray(
        sql`lower(${tags.name})`,
        wanted.map((name) => tagKey(name)),
      ),
    );
  const byKey = new Map(rows.map((row) => [tagKey(row.name), row.id]));
  return wanted.map((name) => byKey.get(tagKey(name))!);
}

/**
 * Makes a page carry exactly these tags (by name), in this order. The page's
 * `tags` column follows by trigger. Nothing is written when nothing changed.
 */
export async function setPageTags(
  tx: Executor,
  pageId: number,
  names: readonly string[],
): Promise<void> {
  const ids = await tagIdsFor(tx, names);
  const current = await tx
    .select({ tagId: cmsPageTags.tagId })
    .from(cmsPageTags)
    .where(eq(cmsPageTags.pageId, pageId))
    .orderBy(asc(cmsPageTags.position), asc(cmsPageTags.tagId));
  if (current.length === ids.length && current.every((row, i) => row.tagId === ids[i])) return;
  await tx.delete(cmsPageTags).where(eq(cmsPageTags.pageId, pageId));
  if (ids.length > 0)
    await tx
      .insert(cmsPageTags)
      .values(ids.map((tagId, index) => ({ pageId, tagId, position: index + 1 })));
}

/**
 * Pages that carry the tag get a new version: a change of the tag (renamed,
 * merged, deleted) changes their tag list, so an editor who still has the old
 * list open gets 409 on the next save instead of putting the old name back.
 */
export async function touchPagesTagged(tx: Executor, tagId: number): Promise<void> {
  const tagged = await tx
    .select({ id: cmsPageTags.pageId })
    .from(cmsPageTags)
    .where(eq(cmsPageTags.tagId, tagId));
  await touchPages(
    tx,
    tagged.map((page) => page.id),
  );
}
