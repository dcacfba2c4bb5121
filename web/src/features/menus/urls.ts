import type { MenuKind } from '#domain/menus/menu-kind';

const SEGMENT: Record<MenuKind, string> = { menu: 'menu', product_menu: 'product-menu' };

/** URL builders of the menu screens, per kind. */
export const menuUrls = (kind: MenuKind) => ({
  tree: () => `/${SEGMENT[kind]}`,
  newItem: (domainId: string, parentId?: string | null) =>
    `/domain/${domainId}/${SEGMENT[kind]}/new${parentId ? `/${parentId}` : ''}`,
  item: (domainId: string, id: string) => `/domain/${domainId}/${SEGMENT[kind]}/${id}`,
});
