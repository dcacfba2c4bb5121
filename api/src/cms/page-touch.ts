import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { cmsPages } from './page.table';

/**
 * The pages get a new version, in the caller's transaction: a change elsewhere that changes
 * what they show (a tag renamed, merged or deleted) makes an editor's open copy outdated (409).
 */
export async function touchPages(tx: Executor, pageIds: number[]): Promise<void> {
  if (pageIds.length === 0) return;
  await tx
    .update(cmsPages)
    .set({ version: sql`${cmsPages.version} + 1` })
    .where(inArray(cmsPages.id, pageIds));
}
