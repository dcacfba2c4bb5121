import { eq } from 'drizzle-orm';
import { roles, userRoles } from '../accounts';
import type { Executor } from '../db';
import { products } from '../products';
import { perfectViews } from './perfect-view.table';

/**
 * Demo: every account manager has two perfect views (docs/perfect-view.md). The chosen one,
 * "Mijn actieve klanten", holds the active companies they manage (a handful of the demo
 * companies); the other looks for solar panel installers in the middle of the country.
 */
export async function seedPerfectViews(tx: Executor): Promise<void> {
  const managers = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, 'ROLE_LEAD_ACCOUNT_MANAGER'));
  const [solar] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.discr, 'zonnepanelen'));
  for (const { userId } of managers) {
    await tx.insert(perfectViews).values([
      {
        ownerUserId: userId,
        name: 'Mijn actieve klanten',
        states: ['active'],
        accountManager: 'mine',
        chosen: true,
      },
      {
        ownerUserId: userId,
        name: 'Zonnepanelen in het midden',
        productIds: solar ? [solar.id] : [],
        provinces: ['Gelderland', 'Noord-Brabant', 'Utrecht'],
        states: ['active', 'paused'],
      },
    ]);
  }
}
