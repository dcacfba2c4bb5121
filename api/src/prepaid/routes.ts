import type { AreaPlugin } from '../shared/area-plugin';
import { adjustmentRoutes } from './adjustment-routes';
import { balanceRoutes } from './balance-routes';
import { receiptRoutes } from './receipt-routes';

/** Prepaid: the balance companies pay leads from, its ledger, finance's corrections and the receipts. */
export const prepaidRoutes: AreaPlugin = async (app, deps) => {
  await app.register(balanceRoutes, deps);
  await app.register(adjustmentRoutes, deps);
  await app.register(receiptRoutes, deps);
};
