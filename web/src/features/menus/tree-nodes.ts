import type { TreeNode } from '#domain/menus/menu-tree';

interface ListedItem {
  id: string;
  parentId?: string | null;
  position: number;
}

/** The GraphQL items as the domain's tree rules take them (numeric ids). */
export const treeNodes = (items: readonly ListedItem[]): TreeNode[] =>
  items.map((item) => ({
    id: Number(item.id),
    parentId: item.parentId ? Number(item.parentId) : null,
    position: item.position,
  }));
