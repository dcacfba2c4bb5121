import type { AreaPlugin } from '../shared/area-plugin';
import { menuDeliveryRoutes } from './delivery-routes';
import { menuItemRoutes } from './menu-item-routes';

/** Menus and product menus of the CMS's sites (one tree each per domain) and their public delivery. */
export const menusRoutes: AreaPlugin = async (app, deps) => {
  await app.register(menuItemRoutes('menu'), deps);
  await app.register(menuItemRoutes('product_menu'), deps);
  await app.register(menuDeliveryRoutes, deps);
};
