import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { descendantIds, flattenTree } from '#domain/menus/menu-tree';
import type { MenuKind } from '#domain/menus/menu-kind';
import type { Executor } from '../db';
import { cmsPages } from '../cms';
import { products } from '../products';
import type { menuItemSchema } from './menu-item.schema';
import { cmsMenuItems, type CmsMenuItemRow } from './menu-item.table';

export type MenuItemJson = z.input<typeof menuItemSchema>;

export interface TreeRow extends CmsMenuItemRow {
  pageUrl: string | null;
  productDiscr: string | null;
  productName: string | null;
}

/** Every item of one site's menu of this kind, with its page's url and product. */
export async function readTreeRows(
  db: Executor,
  kind: MenuKind,
  domainId: number,
): Promise<TreeRow[]> {
  const rows = await db
    .select({
      item: cmsMenuItems,
      pageUrl: cmsPages.url,
      productDiscr: products.discr,
      productName: products.name,
    })
    .from(cmsMenuItems)
    .leftJoin(cmsPages, eq(cmsPages.id, cmsMenuItems.pageId))
    .leftJoin(products, eq(products.id, cmsMenuItems.productId))
    .where(and(eq(cmsMenuItems.kind, kind), eq(cmsMenuItems.domainId, domainId)))
    .orderBy(asc(cmsMenuItems.parentId), asc(cmsMenuItems.position), asc(cmsMenuItems.id));
  return rows.map(({ item, ...rest }) => ({ ...item, ...rest }));
}

/** The tree as REST sends it: depth first in menu order, each item with its depth. */
export function treeJson(rows: readonly TreeRow[]): MenuItemJson[] {
  return flattenTree(rows).map((row) => ({
    id: row.id,
    domain_id: row.domainId,
    kind: row.kind,
    parent_id: row.parentId,
    position: row.position,
    depth: row.depth,
    label: row.label,
    external: row.external,
    external_url: row.externalUrl,
    page_id: row.pageId,
    page_url: row.pageUrl,
    icon: row.icon,
    product_id: row.productId,
    product_name: row.productName,
    child_count: descendantIds(rows, row.id).size,
    version: row.version,
  }));
}
