import type { AreaPlugin } from '../shared/area-plugin';
import { balanceRoutes } from './balance-routes';

/** Prepaid: the balance companies pay leads from, and its ledger. */
export const prepaidRoutes: AreaPlugin = async (app, deps) => {
  await app.register(balanceRoutes, deps);
};
