import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../db';
import { cmsPages } from '../cms';
import { cmsPageTags } from './page-tag.table';
import type { tagSchema } from './tag.schema';
import { tags } from './tag.table';

export type TagJson = z.input<typeof tagSchema>;

/** Tags as REST sends them, alphabetical (case-insensitive). */
export async function readTags(
  db: Executor,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  order: SQL[] = [],
): Promise<TagJson[]> {
  const rows = await db
    .select({
      tag: tags,
      pageUrl: cmsPages.url,
      pageDomainId: cmsPages.domainId,
      pageCount: sql<number>`(SELECT count(*)::int FROM ${cmsPageTags} WHERE ${cmsPageTags.tagId} = ${tags.id})`,
    })
    .from(tags)
    .leftJoin(cmsPages, eq(cmsPages.id, tags.boundPageId))
    .where(where)
    .orderBy(...order, asc(sql`lower(${tags.name})`), asc(tags.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ tag, pageUrl, pageDomainId, pageCount }) => ({
    id: tag.id,
    name: tag.name,
    bound_page_id: tag.boundPageId,
    bound_page_url: pageUrl,
    bound_page_domain_id: pageDomainId,
    page_count: pageCount,
    version: tag.version,
  }));
}

export async function readTag(db: Executor, id: number): Promise<TagJson | undefined> {
  const [tag] = await readTags(db, eq(tags.id, id), 1);
  return tag;
}
