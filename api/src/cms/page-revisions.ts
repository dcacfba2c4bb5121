import { and, desc, eq } from 'drizzle-orm';
import type { PageInput } from '#domain/cms/page-input';
import { users } from '../accounts';
import type { Executor } from '../db';
import { notFound } from '../shared/errors';
import { cmsPageRevisions } from './page-revision.table';
import { pageSnapshot } from './page-snapshot';
import type { CmsPageRow } from './page.table';

/** A version of a page: the current one or a kept revision. */
export interface PageVersion {
  version: number;
  savedBy: number | null;
  savedByName: string | null;
  savedAt: Date;
  current: boolean;
  /** The version the public sites show. */
  published: boolean;
  page: PageInput;
}

const nameOf = (user: { givenName: string; familyName: string; email: string } | null) =>
  user ? [user.givenName, user.familyName].filter(Boolean).join(' ') || user.email : null;

async function userName(tx: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [user] = await tx
    .select({ givenName: users.givenName, familyName: users.familyName, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return nameOf(user ?? null);
}

async function currentVersion(tx: Executor, page: CmsPageRow): Promise<PageVersion> {
  return {
    version: page.version,
    savedBy: page.updatedBy,
    savedByName: await userName(tx, page.updatedBy),
    savedAt: page.updatedAt,
    current: true,
    published: page.publishedVersion === page.version,
    page: pageSnapshot(page),
  };
}

/** Every version of a page, the current one first, then newest to oldest. */
export async function pageVersions(tx: Executor, page: CmsPageRow): Promise<PageVersion[]> {
  const rows = await tx
    .select({
      revision: cmsPageRevisions,
      givenName: users.givenName,
      familyName: users.familyName,
      email: users.email,
    })
    .from(cmsPageRevisions)
    .leftJoin(users, eq(users.id, cmsPageRevisions.savedBy))
    .where(eq(cmsPageRevisions.pageId, page.id))
    .orderBy(desc(cmsPageRevisions.version));
  const kept = rows.map(({ revision, ...user }): PageVersion => ({
    version: revision.version,
    savedBy: revision.savedBy,
    savedByName:
      user.email === null
        ? null
        : nameOf(user as { givenName: string; familyName: string; email: string }),
    savedAt: revision.savedAt,
    current: false,
    published: page.publishedVersion === revision.version,
    page: revision.snapshot,
  }));
  return [await currentVersion(tx, page), ...kept];
}

/** One version of a page by number; 404 when the page never had it. */
export async function pageVersion(
  tx: Executor,
  page: CmsPageRow,
  version: number,
): Promise<PageVersion> {
  if (version === page.version) return currentVersion(tx, page);
  const [revision] = await tx
    .select()
    .from(cmsPageRevisions)
    .where(and(eq(cmsPageRevisions.pageId, page.id), eq(cmsPageRevisions.version, version)));
  if (!revision) throw notFound();
  return {
    version: revision.version,
    savedBy: revision.savedBy,
    savedByName: await userName(tx, revision.savedBy),
    savedAt: revision.savedAt,
    current: false,
    published: page.publishedVersion === revision.version,
    page: revision.snapshot,
  };
}

export function versionJson(version: PageVersion) {
  return {
    version: version.version,
    saved_by: version.savedBy,
    saved_by_name: version.savedByName,
    saved_at: version.savedAt.toISOString(),
    block_count: version.page.blocks.length,
    current: version.current,
    published: version.published,
  };
}
