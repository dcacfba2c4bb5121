import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { parseMenuItemInput, type MenuItemInput } from '#domain/menus/menu-item-input';
import { MENU_ITEM_PATHS, type MenuKind } from '#domain/menus/menu-kind';
import {
  descendantIds,
  mayBeParentOf,
  placementsAfterRemoval,
  placementsForInsert,
  placementsForMove,
  type PlacementChange,
} from '#domain/menus/menu-tree';
import { MESSAGE } from '#domain/shared/messages';
import type { Executor } from '../db';
import { requireCmsUser, cmsDomains, cmsPages } from '../cms';
import { requireVersion } from '../shared/version';
import { products } from '../products';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { menuItemDeletedSchema, menuItemListSchema, menuItemSchema } from './menu-item.schema';
import { cmsMenuItems, type CmsMenuItemRow } from './menu-item.table';
import { readTreeRows, treeJson, type MenuItemJson } from './menu-tree-read';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const positiveId = z.number().int().positive();
const linkBody = z
  .record(z.string(), z.unknown())
  .describe(
    'label, external, external_url (external) or page_id (a page of the same domain); product menu: icon, product_id',
  );
const moveBody = z.object({
  parent_id: positiveId.nullable().describe('an item of the same menu; null: the top level'),
  position: z.number().int().min(0).describe('among the new siblings (without the item), from 0'),
  version: z.number().int().describe('the version of the moved item as read'),
});

const invalidParent = () =>
  badRequest(MESSAGE.VALIDATION_FAILED, { parent_id: MESSAGE.INVALID_PARENT });

/**
 * Every change to the shape of a site's menus (add, move, delete) first locks the domain's
 * row, so two editors' moves run one after the other and each sees the tree the other
 * left. NO KEY UPDATE does not hold up pages being added to the domain meanwhile.
 */
async function lockDomain(tx: Executor, domainId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: cmsDomains.id })
    .from(cmsDomains)
    .where(eq(cmsDomains.id, domainId))
    .for('no key update');
  return Boolean(row);
}

async function findItem(db: Executor, kind: MenuKind, id: number): Promise<CmsMenuItemRow> {
  const [row] = await db
    .select()
    .from(cmsMenuItems)
    .where(and(eq(cmsMenuItems.id, id), eq(cmsMenuItems.kind, kind)));
  if (!row) throw notFound();
  return row;
}

/** The page must be one of the item's site; the product one of the catalogue. */
async function checkReferences(tx: Executor, domainId: number, input: MenuItemInput) {
  if (input.page_id !== null) {
    const [page] = await tx
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(and(eq(cmsPages.id, input.page_id), eq(cmsPages.domainId, domainId)))
      // Held until commit, so the page cannot go between this check and the write.
      .for('key share');
    if (!page) throw badRequest(MESSAGE.VALIDATION_FAILED, { page_id: MESSAGE.SELECT_OPTION });
  }
  if (input.product_id !== null) {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.product_id));
    if (!product)
      throw badRequest(MESSAGE.VALIDATION_FAILED, { product_id: MESSAGE.SELECT_OPTION });
  }
}

/** Writes new places one after the other (the sibling constraint is checked at commit). */
async function place(tx: Executor, changes: readonly PlacementChange[]) {
  for (const change of changes)
    await tx
      .update(cmsMenuItems)
      .set({ parentId: change.parentId, position: change.position })
      .where(eq(cmsMenuItems.id, change.id));
}

const linkColumns = (input: MenuItemInput) => ({
  label: input.label,
  external: input.external,
  externalUrl: input.external_url,
  pageId: input.page_id,
  icon: input.icon,
  productId: input.product_id,
});

async function answer(db: Executor, row: CmsMenuItemRow): Promise<MenuItemJson> {
  const item = treeJson(await readTreeRows(db, row.kind, row.domainId)).find(
    (entry) => entry.id === row.id,
  );
  if (!item) throw notFound();
  return item;
}

/**
 * A site's menu of one kind (docs/cms.md, "Menus and product menus"): list by domainId,
 * save, delete; cms/menu_item and cms/product_menu_item. Both kinds share this code and table.
 */
export const menuItemRoutes =
  (kind: MenuKind): AreaPlugin =>
  async (app, { db }) => {
    const path = MENU_ITEM_PATHS[kind];
    const tags = ['menus'];
    const what = kind === 'menu' ? 'menu' : 'product menu';

    app.get(
      path,
      {
        schema: {
          tags,
          summary: `A site’s whole ${what} as a flat list, depth first in menu order, with parent_id, position and depth`,
          querystring: z.object({ domainId: z.coerce.number().int().positive() }),
          response: { 200: menuItemListSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const { domainId } = request.query;
        const [domain] = await db
          .select({ id: cmsDomains.id })
          .from(cmsDomains)
          .where(eq(cmsDomains.id, domainId));
        if (!domain) throw notFound();
        const items = treeJson(await readTreeRows(db, kind, domainId));
        return { items, total: items.length };
      },
    );

    app.get(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `One ${what} item`,
          params: idParams,
          response: { 200: menuItemSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        return answer(db, await findItem(db, kind, request.params.id));
      },
    );

    app.post(
      path,
      {
        schema: {
          tags,
          summary: `A new ${what} item under parent_id (none: the top level) at position (none: the end)`,
          body: linkBody,
          response: { 201: menuItemSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        requireCmsUser(request);
        const body = request.body;
        const spot = z
          .object({
            domain_id: z.number({ message: MESSAGE.SELECT_OPTION }).int().positive(),
            parent_id: positiveId.nullish().transform((v) => v ?? null),
            position: z
              .number()
              .int()
              .min(0)
              .nullish()
              .transform((v) => v ?? null),
          })
          .parse(body);
        const input = parseMenuItemInput(kind, body);
        const row = await db.transaction(async (tx) => {
          if (!(await lockDomain(tx, spot.domain_id)))
            throw badRequest(MESSAGE.VALIDATION_FAILED, { domain_id: MESSAGE.SELECT_OPTION });
          const tree = await readTreeRows(tx, kind, spot.domain_id);
          if (spot.parent_id !== null && !tree.some((node) => node.id === spot.parent_id))
            throw invalidParent();
          await checkReferences(tx, spot.domain_id, input);
          const { position, shifted } = placementsForInsert(tree, spot.parent_id, spot.position);
          await place(tx, shifted);
          const [inserted] = await tx
            .insert(cmsMenuItems)
            .values({
              domainId: spot.domain_id,
              kind,
              parentId: spot.parent_id,
              position,
              ...linkColumns(input),
            })
            .returning();
          return inserted!;
        });
        reply.code(201);
        return answer(db, row);
      },
    );

    app.post(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `Saves a ${what} item’s label and link over the version read (409 when outdated); external clears the page, otherwise the address`,
          params: idParams,
          body: linkBody,
          response: { 200: menuItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const version = requireVersion(request.body.version);
        const input = parseMenuItemInput(kind, request.body);
        const row = await db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(cmsMenuItems)
            .where(and(eq(cmsMenuItems.id, request.params.id), eq(cmsMenuItems.kind, kind)))
            .for('update');
          if (!current) throw notFound();
          if (current.version !== version) throw new ApiError(409, MESSAGE.DATA_OUTDATED);
          await checkReferences(tx, current.domainId, input);
          const [saved] = await tx
            .update(cmsMenuItems)
            .set({
              ...linkColumns(input),
              version: sql`${cmsMenuItems.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(cmsMenuItems.id, current.id))
            .returning();
          return saved!;
        });
        return answer(db, row);
      },
    );

    app.post(
      `${path}/:id/move`,
      {
        schema: {
          tags,
          summary: `Moves a ${what} item (with its subtree) under parent_id at position among its new siblings; both sibling lists stay numbered 0..n-1. Under itself or one of its own items is 400 fields.parent_id MESSAGE.INVALID_PARENT`,
          params: idParams,
          body: moveBody,
          response: { 200: menuItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const { parent_id: parentId, position, version } = request.body;
        const item = await findItem(db, kind, request.params.id);
        const moved = await db.transaction(async (tx) => {
          if (!(await lockDomain(tx, item.domainId))) throw notFound();
          // Read again under the lock: the tree as the previous move left it.
          const tree = await readTreeRows(tx, kind, item.domainId);
          const current = tree.find((node) => node.id === item.id);
          if (!current) throw notFound();
          if (current.version !== version) throw new ApiError(409, MESSAGE.DATA_OUTDATED);
          if (parentId !== null && !tree.some((node) => node.id === parentId))
            throw invalidParent();
          if (!mayBeParentOf(tree, current.id, parentId)) throw invalidParent();
          await place(tx, placementsForMove(tree, current.id, { parentId, position }));
          const [saved] = await tx
            .update(cmsMenuItems)
            .set({ version: sql`${cmsMenuItems.version} + 1`, updatedAt: new Date() })
            .where(eq(cmsMenuItems.id, current.id))
            .returning();
          return saved!;
        });
        return answer(db, moved);
      },
    );

    app.delete(
      `${path}/:id`,
      {
        schema: {
          tags,
          summary: `Deletes a ${what} item and every item below it (after confirmation); its siblings close up`,
          params: idParams,
          response: { 200: menuItemDeletedSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const item = await findItem(db, kind, request.params.id);
        const deleted = await db.transaction(async (tx) => {
          if (!(await lockDomain(tx, item.domainId))) throw notFound();
          const tree = await readTreeRows(tx, kind, item.domainId);
          if (!tree.some((node) => node.id === item.id)) throw notFound();
          const count = descendantIds(tree, item.id).size + 1;
          // The subtree goes by the parent key's cascade.
          await tx.delete(cmsMenuItems).where(eq(cmsMenuItems.id, item.id));
          await place(tx, placementsAfterRemoval(tree, item.id));
          return count;
        });
        return { message: MESSAGE.SUCCESSFULLY_DELETED, deleted };
      },
    );
  };
