import { eq } from 'drizzle-orm';
import { users } from '../../api/src/accounts/user.table';
import type { Database } from '../../api/src/db';
import { addCompany, takeProduct } from '../leads/lead-test-kit';
import { catalogue } from '../plaza/plaza-test-kit';
import { leadAt, publishedReview } from './dashboard-test-kit';

export async function userIdOf(db: Database, email: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

/**
 * Companies for the perfect view's tests (on top of seedCatalogueOnly), each differing from
 * the first in one criterion:
 * - ideal: Utrecht, active, takes solar panels, managed by the account manager, review 8.5,
 *   two leads in the last days;
 * - otherProvince: the same in Noord-Holland, nobody manages it, review 9;
 * - paused: Utrecht, paused, solar panels, managed by the account manager, review 9;
 * - otherProduct: Utrecht, active, heat pumps, account manager, review 9;
 * - lowReview: Utrecht, active, solar panels, account manager, review 6;
 * - noReview: Utrecht, active, solar panels, account manager, no reviews.
 */
export async function perfectViewWorld(db: Database) {
  const products = await catalogue(db);
  const solar = products.find((p) => p.discr === 'zonnepanelen')!;
  const heatPump = products.find((p) => p.discr === 'warmtepomp')!;
  const accountManager = await userIdOf(db, 'accountmanager@demo.nl');
  const company = async (
    name: string,
    fields: { province: string; state?: string; manager: boolean },
    product: typeof solar,
    rating: number | null,
  ) => {
    const id = await addCompany(db, fields.province === 'Noord-Holland' ? 'amsterdam' : 'utrecht', {
      name,
      province: fields.province,
      state: fields.state ?? 'active',
      accountManagerId: fields.manager ? accountManager : null,
      approved: true,
    });
    await takeProduct(db, id, product.discr, { filters: [] });
    if (rating !== null) {
      const { assignedLeadId } = await leadAt(db, {
        product,
        at: new Date(Date.now() - 40 * 86_400_000),
        companyId: id,
      });
      await publishedReview(db, assignedLeadId, id, rating);
    }
    return id;
  };
  const ideal = await company(
    'Perfecte Zon Utrecht',
    { province: 'Utrecht', manager: true },
    solar,
    8.5,
  );
  for (const days of [1, 3])
    await leadAt(db, {
      product: solar,
      at: new Date(Date.now() - days * 86_400_000),
      companyId: ideal,
    });
  const otherProvince = await company(
    'Zon Amsterdam',
    { province: 'Noord-Holland', manager: false },
    solar,
    9,
  );
  const paused = await company(
    'Gepauzeerde Zon',
    { province: 'Utrecht', state: 'paused', manager: true },
    solar,
    9,
  );
  const otherProduct = await company(
    'Warmte Utrecht',
    { province: 'Utrecht', manager: true },
    heatPump,
    9,
  );
  const lowReview = await company('Matige Zon', { province: 'Utrecht', manager: true }, solar, 6);
  const noReview = await company('Nieuwe Zon', { province: 'Utrecht', manager: true }, solar, null);
  return {
    solar,
    heatPump,
    accountManager,
    ids: { ideal, otherProvince, paused, otherProduct, lowReview, noReview },
  };
}
