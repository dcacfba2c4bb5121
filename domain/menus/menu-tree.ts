/**
 * The rules of a menu tree, shared by the api (which enforces them) and the web
 * (which shows a drop where it will land). Positions count from 0 among siblings
 * and stay dense (0..n-1); the root level has parent null.
 */
export interface TreeNode {
  id: number;
  parentId: number | null;
  position: number;
}

export interface Placement {
  parentId: number | null;
  position: number;
}

/** A node's new place when it differs from where it was. */
export interface PlacementChange extends Placement {
  id: number;
}

const byPosition = (a: TreeNode, b: TreeNode) => a.position - b.position || a.id - b.id;

/** The children of `parentId` in their order. */
export function childrenOf<T extends TreeNode>(nodes: readonly T[], parentId: number | null): T[] {
  return nodes.filter((node) => node.parentId === parentId).sort(byPosition);
}

/** The ids below `id` (children, their children, …), not `id` itself. */
export function descendantIds(nodes: readonly TreeNode[], id: number): Set<number> {
  const found = new Set<number>();
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const node of nodes)
      if (node.parentId === current && !found.has(node.id)) {
        found.add(node.id);
        queue.push(node.id);
      }
  }
  return found;
}

/** True when `parentId` may hold `id`: not the node itself and not one below it. */
export function mayBeParentOf(
  nodes: readonly TreeNode[],
  id: number,
  parentId: number | null,
): boolean {
  if (parentId === null) return true;
  if (parentId === id) return false;
  return !descendantIds(nodes, id).has(parentId);
}

/** The whole tree depth first, each node with its depth (0 at the root level). */
export function flattenTree<T extends TreeNode>(nodes: readonly T[]): (T & { depth: number })[] {
  const result: (T & { depth: number })[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const node of childrenOf(nodes, parentId)) {
      result.push({ ...node, depth });
      visit(node.id, depth + 1);
    }
  };
  visit(null, 0);
  return result;
}

function renumbered(list: readonly TreeNode[], parentId: number | null): PlacementChange[] {
  return list.flatMap((node, position) =>
    node.position === position && node.parentId === parentId
      ? []
      : [{ id: node.id, parentId, position }],
  );
}

/**
 * The placements a move writes: `id` lands at `position` (clamped) among the children of
 * `parentId` as they are without it; the list it left and the list it joined are
 * numbered 0..n-1 again. The caller checks `mayBeParentOf` first.
 */
export function placementsForMove(
  nodes: readonly TreeNode[],
  id: number,
  target: Placement,
): PlacementChange[] {
  const moved = nodes.find((node) => node.id === id);
  if (!moved) return [];
  const others = nodes.filter((node) => node.id !== id);
  const siblings = childrenOf(others, target.parentId);
  const at = Math.max(0, Math.min(target.position, siblings.length));
  const joined = [...siblings.slice(0, at), moved, ...siblings.slice(at)];
  const changes = renumbered(joined, target.parentId);
  if (moved.parentId !== target.parentId)
    changes.push(...renumbered(childrenOf(others, moved.parentId), moved.parentId));
  return changes;
}

/** Where a new node goes (`position` clamped, the end when left out) and the siblings it shifts. */
export function placementsForInsert(
  nodes: readonly TreeNode[],
  parentId: number | null,
  position: number | null,
): { position: number; shifted: PlacementChange[] } {
  const siblings = childrenOf(nodes, parentId);
  const at = position === null ? siblings.length : Math.max(0, Math.min(position, siblings.length));
  const shifted = siblings
    .slice(at)
    .map((node, index) => ({ id: node.id, parentId, position: at + index + 1 }))
    .filter((change, index) => siblings[at + index]!.position !== change.position);
  return { position: at, shifted };
}

/** The placements that close the gap a removed subtree leaves among its siblings. */
export function placementsAfterRemoval(nodes: readonly TreeNode[], id: number): PlacementChange[] {
  const removed = nodes.find((node) => node.id === id);
  if (!removed) return [];
  return renumbered(
    childrenOf(
      nodes.filter((node) => node.id !== id),
      removed.parentId,
    ),
    removed.parentId,
  );
}

/** Where a drop zone of the tree screen puts a dragged node. */
export type DropZone = 'before' | 'inside' | 'after';

/**
 * The move a drop asks for: before or after `targetId` among its siblings, or inside
 * it as its last child. Null when the drop cannot be (onto itself or below itself).
 */
export function placementForDrop(
  nodes: readonly TreeNode[],
  draggedId: number,
  targetId: number,
  zone: DropZone,
): Placement | null {
  const target = nodes.find((node) => node.id === targetId);
  if (!target || draggedId === targetId) return null;
  const parentId = zone === 'inside' ? targetId : target.parentId;
  if (!mayBeParentOf(nodes, draggedId, parentId)) return null;
  const siblings = childrenOf(
    nodes.filter((node) => node.id !== draggedId),
    parentId,
  );
  if (zone === 'inside') return { parentId, position: siblings.length };
  const index = siblings.findIndex((node) => node.id === targetId);
  return { parentId, position: zone === 'before' ? index : index + 1 };
}

/** The keyboard moves of the tree screen. */
export type KeyMove = 'up' | 'down' | 'indent' | 'outdent';

/**
 * Up and down swap with the sibling above or below; indent makes the node the last child
 * of the sibling above; outdent puts it right after its parent. Null when not possible.
 */
export function placementForKey(
  nodes: readonly TreeNode[],
  id: number,
  move: KeyMove,
): Placement | null {
  const node = nodes.find((n) => n.id === id);
  if (!node) return null;
  const siblings = childrenOf(nodes, node.parentId);
  const index = siblings.findIndex((n) => n.id === id);
  switch (move) {
    case 'up':
      return index > 0 ? { parentId: node.parentId, position: index - 1 } : null;
    case 'down':
      return index < siblings.length - 1 ? { parentId: node.parentId, position: index + 1 } : null;
    case 'indent': {
      const above = siblings[index - 1];
      return above ? { parentId: above.id, position: childrenOf(nodes, above.id).length } : null;
    }
    case 'outdent': {
      if (node.parentId === null) return null;
      const parent = nodes.find((n) => n.id === node.parentId);
      if (!parent) return null;
      const parentIndex = childrenOf(nodes, parent.parentId).findIndex((n) => n.id === parent.id);
      return { parentId: parent.parentId, position: parentIndex + 1 };
    }
  }
}
