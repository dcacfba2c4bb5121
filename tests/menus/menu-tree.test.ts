import { describe, expect, it } from 'vitest';
import { parseMenuItemInput } from '#domain/menus/menu-item-input';
import {
  flattenTree,
  mayBeParentOf,
  placementForDrop,
  placementForKey,
  placementsAfterRemoval,
  placementsForInsert,
  placementsForMove,
  type TreeNode,
} from '#domain/menus/menu-tree';

// A(1) [A1(2) [A1a(5)], A2(3)], B(4)
const tree: TreeNode[] = [
  { id: 1, parentId: null, position: 0 },
  { id: 2, parentId: 1, position: 0 },
  { id: 3, parentId: 1, position: 1 },
  { id: 4, parentId: null, position: 1 },
  { id: 5, parentId: 2, position: 0 },
];

describe('menu tree rules', () => {
  it('flattens depth first with depths', () => {
    expect(flattenTree(tree).map((n) => [n.id, n.depth])).toEqual([
      [1, 0],
      [2, 1],
      [5, 2],
      [3, 1],
      [4, 0],
    ]);
  });

  it('refuses a parent that is the item or below it', () => {
    expect(mayBeParentOf(tree, 1, 1)).toBe(false);
    expect(mayBeParentOf(tree, 1, 5)).toBe(false);
    expect(mayBeParentOf(tree, 2, 4)).toBe(true);
    expect(mayBeParentOf(tree, 5, null)).toBe(true);
  });

  it('renumbers the list left and the list joined', () => {
    expect(placementsForMove(tree, 2, { parentId: 4, position: 0 })).toEqual([
      { id: 2, parentId: 4, position: 0 },
      { id: 3, parentId: 1, position: 0 },
    ]);
    expect(placementsForMove(tree, 4, { parentId: null, position: 0 })).toEqual([
      { id: 4, parentId: null, position: 0 },
      { id: 1, parentId: null, position: 1 },
    ]);
  });

  it('does not move an item that is not in the tree', () => {
    expect(placementsForMove(tree, 99, { parentId: null, position: 0 })).toEqual([]);
  });

  it('puts a new item at the end, or at its position with the later siblings shifted down', () => {
    expect(placementsForInsert(tree, 1, null)).toEqual({ position: 2, shifted: [] });
    expect(placementsForInsert(tree, 1, 0)).toEqual({
      position: 0,
      shifted: [
        { id: 2, parentId: 1, position: 1 },
        { id: 3, parentId: 1, position: 2 },
      ],
    });
    expect(placementsForInsert(tree, null, 1)).toEqual({
      position: 1,
      shifted: [{ id: 4, parentId: null, position: 2 }],
    });
  });

  it('clamps a new item’s position to the list, and starts an empty list at 0', () => {
    expect(placementsForInsert(tree, 1, 9)).toEqual({ position: 2, shifted: [] });
    expect(placementsForInsert(tree, 1, -3).position).toBe(0);
    expect(placementsForInsert(tree, 3, 4)).toEqual({ position: 0, shifted: [] });
  });

  it('closes the gap a removed item leaves among its siblings', () => {
    expect(placementsAfterRemoval(tree, 1)).toEqual([{ id: 4, parentId: null, position: 0 }]);
    expect(placementsAfterRemoval(tree, 2)).toEqual([{ id: 3, parentId: 1, position: 0 }]);
    expect(placementsAfterRemoval(tree, 3)).toEqual([]);
    expect(placementsAfterRemoval(tree, 99)).toEqual([]);
  });

  it('turns drops and keys into moves', () => {
    expect(placementForDrop(tree, 4, 2, 'inside')).toEqual({ parentId: 2, position: 1 });
    expect(placementForDrop(tree, 4, 2, 'before')).toEqual({ parentId: 1, position: 0 });
    expect(placementForDrop(tree, 4, 3, 'after')).toEqual({ parentId: 1, position: 2 });
    expect(placementForDrop(tree, 1, 5, 'inside')).toBeNull();
    expect(placementForDrop(tree, 3, 2, 'before')).toEqual({ parentId: 1, position: 0 });
    expect(placementForKey(tree, 3, 'indent')).toEqual({ parentId: 2, position: 1 });
    expect(placementForKey(tree, 5, 'outdent')).toEqual({ parentId: 1, position: 1 });
    expect(placementForKey(tree, 1, 'up')).toBeNull();
    expect(placementForKey(tree, 1, 'down')).toEqual({ parentId: null, position: 1 });
  });

  it('keeps only the link chosen, with icon info by default in the product menu', () => {
    expect(
      parseMenuItemInput('product_menu', {
        label: 'x',
        external: true,
        external_url: 'a.nl',
        page_id: 3,
      }),
    ).toEqual({
      label: 'x',
      external: true,
      external_url: 'https://a.nl',
      page_id: null,
      icon: 'info',
      product_id: null,
    });
    expect(parseMenuItemInput('menu', { label: 'x', page_id: 3, icon: 'roof' }).icon).toBeNull();
  });
});
