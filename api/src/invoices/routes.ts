import type { AreaPlugin } from '../shared/area-plugin';
import { invoiceActionRoutes } from './invoice-action-routes';
import { invoiceRoutes } from './invoice-routes';

/** Invoices: completing, listing, sending, crediting and dunning what companies owe. */
export const invoicesRoutes: AreaPlugin = async (app, deps) => {
  await app.register(invoiceRoutes, deps);
  await app.register(invoiceActionRoutes, deps);
};
