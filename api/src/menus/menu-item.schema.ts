import { z } from 'zod';
import { MENU_ICONS, MENU_KINDS } from '#domain/menus/menu-kind';
import { listOf } from '../shared/responses';

const id = z.number().int();

/** A menu or product-menu item with its link spelled out and its place in the tree. */
export const menuItemSchema = z
  .object({
    id,
    domain_id: id,
    kind: z.enum(MENU_KINDS),
    parent_id: id.nullable(),
    position: z.number().int().describe('among its siblings, from 0'),
    depth: z.number().int().describe('0 at the top level'),
    label: z.string(),
    external: z.boolean(),
    external_url: z.string().nullable(),
    page_id: id.nullable(),
    page_url: z.string().nullable(),
    icon: z.enum(MENU_ICONS).nullable().describe('product menu only'),
    product_id: id.nullable().describe('product menu only'),
    product_name: z.string().nullable(),
    child_count: z.number().int().describe('items below it, all levels'),
    version: z.number().int(),
  })
  .meta({ id: 'MenuItem' });

/** A whole tree as a flat list, depth first in menu order. */
export const menuItemListSchema = listOf(menuItemSchema).meta({ id: 'MenuItemList' });

export const menuItemDeletedSchema = z
  .object({
    message: z.string(),
    deleted: z.number().int().describe('the item and the items below it'),
  })
  .meta({ id: 'MenuItemDeleted' });

/** A node of a site's menu as the public sites read it. */
export interface PublicMenuNode {
  label: string;
  url: string | null;
  external: boolean;
  icon?: string | null;
  product?: string | null;
  children: PublicMenuNode[];
}

export const publicMenuNodeSchema: z.ZodType<PublicMenuNode> = z
  .object({
    label: z.string(),
    url: z.string().nullable().describe('an address, or the path of the page; null: no link'),
    external: z.boolean(),
    icon: z.string().nullable().optional().describe('product menu only'),
    product: z.string().nullable().optional().describe('the product code (product menu only)'),
    get children() {
      return z.array(publicMenuNodeSchema);
    },
  })
  .meta({ id: 'PublicMenuNode' });

export const publicMenuSchema = z
  .object({
    host: z.string(),
    kind: z.enum(MENU_KINDS),
    items: z.array(publicMenuNodeSchema),
  })
  .meta({ id: 'PublicMenu' });
