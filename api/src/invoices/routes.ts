import type { AreaPlugin } from '../shared/area-plugin';
import { clickoutSpecificationRoutes } from './clickout-specification-routes';
import { invoiceActionRoutes } from './invoice-action-routes';
import { invoiceRoutes } from './invoice-routes';

/** Invoices: completing, listing, sending, crediting and dunning what companies owe. */
export const invoicesRoutes: AreaPlugin = async (app, deps) => {
  await app.register(invoiceRoutes, deps);
  await app.register(invoiceActionRoutes, deps);
  await app.register(clickoutSpecificationRoutes, deps);
};
