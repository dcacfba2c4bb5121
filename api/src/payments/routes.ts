import type { AreaPlugin } from '../shared/area-plugin';
import { autoTopUpRoutes } from './auto-top-up-routes';
import { paymentRoutes } from './payment-routes';
import { tikkieRoutes } from './tikkie-routes';

/** Payments: invoices paid online and prepaid deposits, through a payment provider. */
export const paymentsRoutes: AreaPlugin = async (app, deps) => {
  await app.register(paymentRoutes, deps);
  await app.register(autoTopUpRoutes, deps);
  await app.register(tikkieRoutes, deps);
};
