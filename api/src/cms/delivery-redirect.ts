import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { cmsPages } from './page.table';
import { cmsRedirections, type CmsRedirectionRow } from './redirection.table';

export interface DeliveredRedirect {
  row: CmsRedirectionRow;
  /** An address, or the path of the page of the domain; null when the page is gone. */
  location: string | null;
  outgoing: boolean;
}

/**
 * The redirection of a domain at a url. It is looked up before the pages: an editor
 * adds one to move a page away, so it wins over a page still at that url.
 */
export async function redirectionAt(
  db: Executor,
  domainId: number,
  url: string,
): Promise<DeliveredRedirect | null> {
  const [found] = await db
    .select({ row: cmsRedirections, pageUrl: cmsPages.url })
    .from(cmsRedirections)
    .leftJoin(cmsPages, eq(cmsPages.id, cmsRedirections.pageId))
    .where(and(eq(cmsRedirections.domainId, domainId), eq(cmsRedirections.url, url)));
  if (!found) return null;
  return {
    row: found.row,
    location: found.row.target ?? found.pageUrl,
    outgoing: found.row.affiliate,
  };
}
