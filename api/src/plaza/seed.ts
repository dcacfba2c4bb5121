import { eq } from 'drizzle-orm';
import { companies } from '../companies/company.table';
import type { Executor } from '../db';
import { plazaSearches } from './plaza-search.table';

/** Demo saved searches: Hendriks' main user keeps two, one with the hourly e-mail. */
export async function seedPlaza(tx: Executor, userIds: Map<string, number>): Promise<void> {
  const [hendriks] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Hendriks Installatietechniek B.V.'));
  const userId = userIds.get('customer@demo.nl');
  if (!hendriks || !userId) return;
  await tx.insert(plazaSearches).values([
    {
      companyId: hendriks.id,
      userId,
      name: 'Zonnepanelen binnen 50 km',
      query: { distance: 50, products: { zonnepanelen: { enabled: true } } },
      digest: true,
    },
    {
      companyId: hendriks.id,
      userId,
      name: 'Warmtepompen, nog door niemand gekocht',
      query: { competitors: 'none', products: { warmtepomp: { enabled: true } } },
    },
  ]);
}
