import { and, eq, sql } from 'drizzle-orm';
import { pageInputSchema } from '#domain/cms/page-input';
import { keepsReplacedVersion } from '#domain/cms/revision-burst';
import type { Executor } from '../db';
import { recordEvent } from '../events';
import { ApiError, notFound } from '../shared/errors';
import { pageColumns } from './page-columns';
import { cmsPageRevisions } from './page-revision.table';
import { pageSnapshot } from './page-snapshot';
import { setPageTags } from '../tags';
import { checkPageReferences } from './page-references';
import { cmsPages, type CmsPageRow } from './page.table';
import { requireVersion } from '../shared/version';

export async function findPage(tx: Executor, id: number | null): Promise<CmsPageRow> {
  if (id === null) throw notFound();
  const [row] = await tx.select().from(cmsPages).where(eq(cmsPages.id, id));
  if (!row) throw notFound();
  return row;
}

/** A new page of a domain, checked and cleaned by the page rules. */
export async function createPage(
  tx: Executor,
  domainId: number,
  body: Record<string, unknown>,
  userId: number,
): Promise<CmsPageRow> {
  const input = pageInputSchema.parse(body);
  await checkPageReferences(tx, domainId, input, null);
  const [row] = await tx
    .insert(cmsPages)
    .values({ ...pageColumns(input), domainId, updatedBy: userId })
    .returning({ id: cmsPages.id });
  await setPageTags(tx, row!.id, input.tags);
  await recordEvent(tx, { type: 'cms.page_created', userId, payload: { page_id: row!.id } });
  return findPage(tx, row!.id);
}

/**
 * Saves a page over the version the editor read. When someone saved in between
 * the answer is 409 MESSAGE.DATA_OUTDATED and nothing is written. The version
 * replaced is kept as a revision, with who saved it and when; an autosave keeps
 * one revision per burst of the same editor's saves (`domain/cms/revision-burst.ts`),
 * other saves (restore, image upload, discarding a draft) and the published version are always kept.
 * A save changes the draft only: the public sites see a page once it is published (page-publish.ts).
 */
export async function savePage(
  tx: Executor,
  current: CmsPageRow,
  body: Record<string, unknown>,
  userId: number,
  kind: 'autosave' | 'action' = 'action',
): Promise<CmsPageRow> {
  const now = new Date();
  const version = requireVersion(body.version);
  const input = pageInputSchema.parse(body);
  if (version !== current.version) throw new ApiError(409, 'MESSAGE.DATA_OUTDATED');
  await checkPageReferences(tx, current.domainId, input, current.id);
  const [row] = await tx
    .update(cmsPages)
    .set({
      ...pageColumns(input),
      version: sql`${cmsPages.version} + 1`,
      updatedAt: now,
      updatedBy: userId,
    })
    .where(and(eq(cmsPages.id, current.id), eq(cmsPages.version, version)))
    .returning({ id: cmsPages.id });
  if (!row) throw new ApiError(409, 'MESSAGE.DATA_OUTDATED');
  await setPageTags(tx, row.id, input.tags);
  const replaced = { savedBy: current.updatedBy, savedAt: current.updatedAt };
  // The published version is always kept: the history shows what the public sees.
  const published = current.publishedVersion === current.version;
  if (kind === 'action' || published || keepsReplacedVersion(replaced, userId, now)) {
    await tx.insert(cmsPageRevisions).values({
      pageId: current.id,
      version: current.version,
      snapshot: pageSnapshot(current),
      ...replaced,
    });
  }
  await recordEvent(tx, { type: 'cms.page_saved', userId, payload: { page_id: row.id } });
  // Read again: the tag names are filled in by trigger after the update.
  return findPage(tx, row.id);
}
