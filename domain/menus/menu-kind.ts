/**
 * The two menus a site has: the main menu and the product menu. They are the same
 * kind of tree; a product-menu item also has an icon and may name a service product.
 */
export const MENU_KINDS = ['menu', 'product_menu'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

export const isMenuKind = (value: unknown): value is MenuKind =>
  typeof value === 'string' && (MENU_KINDS as readonly string[]).includes(value);

/** The REST path of each kind's items (docs/cms.md, "Menus and product menus"). */
export const MENU_ITEM_PATHS: Record<MenuKind, string> = {
  menu: '/cms/menu_item',
  product_menu: '/cms/product_menu_item',
};

/**
 * The icons a product-menu item can show. The public sites draw them by name, so the
 * list is fixed here rather than free text; 'info' is the default for a new item.
 */
export const MENU_ICONS = [
  'info',
  'solar-panel',
  'heat-pump',
  'insulation',
  'roof',
  'window',
  'bathroom',
  'kitchen',
  'garden',
  'charging-station',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];
export const DEFAULT_MENU_ICON: MenuIcon = 'info';

/** A label is as long as a hyperlink's label may be (domain/cms/hyperlink.ts). */
export const MENU_LABEL_MAX = 255;
