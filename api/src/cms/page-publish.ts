import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { PageInput } from '#domain/cms/page-input';
import { parseIsoDateTime } from '#domain/shared/validators/calendar-date';
import type { Database, Executor } from '../db';
import { recordEvent } from '../events';
import { startIntervalJob } from '../shared/interval-job';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { requireVersion } from '../shared/version';
import { cmsPagePublications, type PublicationAction } from './page-publication.table';
import { pageSnapshot } from './page-snapshot';
import { cmsPages, type CmsPageRow } from './page.table';
import { savePage } from './page-write';

/**
 * Publishing (docs/cms.md): the page row is the editors' draft, which every autosave
 * changes; `published_snapshot` is what the public delivery serves. These functions run in
 * the caller's transaction and write who did what when to `cms_page_publications`.
 */

/** The page row locked for a change of its publication; 404 when it is gone. */
async function lockPage(tx: Executor, id: number | null): Promise<CmsPageRow> {
  if (id === null) throw notFound();
  const [locked] = await tx.select().from(cmsPages).where(eq(cmsPages.id, id)).for('update');
  if (!locked) throw notFound();
  return locked;
}

async function logPublication(
  tx: Executor,
  page: CmsPageRow,
  action: PublicationAction,
  userId: number | null,
  extra: { version?: number | null; publishAt?: Date | null } = {},
): Promise<void> {
  await tx.insert(cmsPagePublications).values({
    pageId: page.id,
    action,
    version: extra.version ?? null,
    publishAt: extra.publishAt ?? null,
    userId,
  });
  await recordEvent(tx, {
    type: `cms.page_${action}`,
    userId,
    payload: { page_id: page.id },
  });
}

/** Makes the page's draft as it is now the published copy; clears a planned publication. */
async function publishDraft(
  tx: Executor,
  page: CmsPageRow,
  userId: number | null,
  plannedFor: Date | null,
): Promise<CmsPageRow> {
  const [row] = await tx
    .update(cmsPages)
    .set({
      publishedVersion: page.version,
      publishedSnapshot: pageSnapshot(page),
      publishedAt: new Date(),
      publishedBy: userId,
      publishAt: null,
      publishAtBy: null,
    })
    .where(eq(cmsPages.id, page.id))
    .returning();
  await logPublication(tx, page, 'published', userId, {
    version: page.version,
    publishAt: plannedFor,
  });
  return row!;
}

/**
 * Publishes the version the editor sees (`version` as read; 409 when the draft moved on
 * since, so nobody publishes what they have not seen).
 */
export async function publishPage(
  tx: Executor,
  id: number | null,
  body: { version?: unknown },
  userId: number,
): Promise<CmsPageRow> {
  const version = requireVersion(body.version);
  const page = await lockPage(tx, id);
  if (page.version !== version) throw new ApiError(409, 'MESSAGE.DATA_OUTDATED');
  return publishDraft(tx, page, userId, null);
}

/** Takes the page off the public sites (the draft stays); a planned publication stays planned. */
export async function unpublishPage(
  tx: Executor,
  id: number | null,
  userId: number,
): Promise<CmsPageRow> {
  const page = await lockPage(tx, id);
  if (page.publishedSnapshot === null) throw new ApiError(409, 'MESSAGE.PAGE_NOT_PUBLISHED');
  const [row] = await tx
    .update(cmsPages)
    .set({ publishedVersion: null, publishedSnapshot: null, publishedAt: null, publishedBy: null })
    .where(eq(cmsPages.id, page.id))
    .returning();
  await logPublication(tx, page, 'unpublished', userId, { version: page.publishedVersion });
  return row!;
}

/**
 * Plans the publication of the page's draft (as it is at that moment) for `publish_at`, an
 * ISO date-time in the future; `publish_at: null` cancels the plan.
 */
export async function schedulePage(
  tx: Executor,
  id: number | null,
  body: { publish_at?: unknown },
  userId: number,
  now = new Date(),
): Promise<CmsPageRow> {
  const raw = body.publish_at;
  const publishAt = raw === null ? null : typeof raw === 'string' ? parseIsoDateTime(raw) : null;
  if (raw !== null && publishAt === null)
    throw badRequest('MESSAGE.VALIDATION_FAILED', { publish_at: 'MESSAGE.ENTER_VALID_DATE' });
  if (publishAt !== null && publishAt.getTime() <= now.getTime())
    throw badRequest('MESSAGE.VALIDATION_FAILED', { publish_at: 'MESSAGE.DATE_NOT_IN_FUTURE' });
  const page = await lockPage(tx, id);
  if (publishAt === null && page.publishAt === null) return page;
  const [row] = await tx
    .update(cmsPages)
    .set({ publishAt, publishAtBy: publishAt === null ? null : userId })
    .where(eq(cmsPages.id, page.id))
    .returning();
  await logPublication(tx, page, publishAt ? 'scheduled' : 'schedule_cancelled', userId, {
    publishAt: publishAt ?? page.publishAt,
  });
  return row!;
}

/**
 * Sets the draft back to the published copy, as a save over the version read (the
 * discarded draft stays in the history as a revision). The page keeps its current url:
 * the address is live as soon as it is saved (docs/cms.md).
 */
export async function discardDraft(
  tx: Executor,
  id: number | null,
  body: { version?: unknown },
  userId: number,
): Promise<CmsPageRow> {
  const version = requireVersion(body.version);
  const page = await lockPage(tx, id);
  const published: PageInput | null = page.publishedSnapshot;
  if (published === null) throw new ApiError(409, 'MESSAGE.PAGE_NOT_PUBLISHED');
  if (page.version !== version) throw new ApiError(409, 'MESSAGE.DATA_OUTDATED');
  if (page.publishedVersion === page.version) return page;
  const saved = await savePage(tx, page, { ...published, url: page.url, version }, userId);
  // The draft is the published copy again: the new version is the published one.
  const [row] = await tx
    .update(cmsPages)
    .set({ publishedVersion: saved.version })
    .where(eq(cmsPages.id, page.id))
    .returning();
  await logPublication(tx, page, 'draft_discarded', userId, { version: page.version });
  return row!;
}

/**
 * Publishes every page whose planned moment has come, each in its own transaction. The
 * row is locked and its plan read again under the lock, so with several api processes
 * running this job a page is published once: the second finds the plan gone.
 */
export async function publishScheduledPages(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: cmsPages.id })
    .from(cmsPages)
    .where(and(isNotNull(cmsPages.publishAt), lte(cmsPages.publishAt, now)))
    .orderBy(asc(cmsPages.publishAt));
  let published = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [page] = await tx
        .select()
        .from(cmsPages)
        .where(
          and(eq(cmsPages.id, id), isNotNull(cmsPages.publishAt), lte(cmsPages.publishAt, now)),
        )
        .for('update');
      if (!page) return;
      await publishDraft(tx, page, page.publishAtBy, page.publishAt);
      published += 1;
    });
  }
  return published;
}

/** The job of main.ts: planned publications go live within `intervalMs` of their moment. */
export function startScheduledPublishing(
  db: Database,
  intervalMs = 30_000,
  log: (error: unknown) => void = console.error,
): () => void {
  return startIntervalJob(() => publishScheduledPages(db), intervalMs, log);
}
