import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The menu texts (locales/<lang>/menus.json) come with these screens (app/screens.ts).
const tree = () => import('./views/menu-tree-view');
const editor = () => import('./views/menu-item-editor-view');

export const screens: ScreenMap = {
  '/menu': lazyScreen(() => tree().then((m) => m.MenuTreeView)),
  '/product-menu': lazyScreen(() => tree().then((m) => m.ProductMenuTreeView)),
  '/domain/:domainId/menu/new/:parentId?': lazyScreen(() =>
    editor().then((m) => m.MenuItemEditorView),
  ),
  '/domain/:domainId/menu/:menuItemId': lazyScreen(() =>
    editor().then((m) => m.MenuItemEditorView),
  ),
  '/domain/:domainId/product-menu/new/:parentId?': lazyScreen(() =>
    editor().then((m) => m.ProductMenuItemEditorView),
  ),
  '/domain/:domainId/product-menu/:menuItemId': lazyScreen(() =>
    editor().then((m) => m.ProductMenuItemEditorView),
  ),
};
