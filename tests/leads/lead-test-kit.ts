import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { seedAccounts } from '../../api/src/accounts/seed';
import { companies, type NewCompanyRow } from '../../api/src/companies/company.table';
import { companyPartners } from '../../api/src/companies/company-partner.table';
import type { Database } from '../../api/src/db';
import { companyProductFilters } from '../../api/src/products/company-product-filter.table';
import { companyProducts } from '../../api/src/products/company-product.table';
import { products } from '../../api/src/products/product.table';
import { seedProducts } from '../../api/src/products/seed';
import type { FilterChoices } from '#domain/products/filter-choices';

/** Places with their reference coordinates (reference-data/nl-pc4.csv). */
export const PLACES = {
  utrecht: { postal_code: '3511 AB', city: 'Utrecht', latitude: 52.0896328, longitude: 5.1176823 },
  amsterdam: {
    postal_code: '1011 AB',
    city: 'Amsterdam',
    latitude: 52.3729762,
    longitude: 4.9039565,
  },
  eindhoven: {
    postal_code: '5611 AA',
    city: 'Eindhoven',
    latitude: 51.4370843,
    longitude: 5.4802261,
  },
} as const;
export type Place = keyof typeof PLACES;

/** Demo accounts and the product catalogue only: no demo companies or leads to get in the way. */
export async function seedCatalogueOnly(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await seedAccounts(tx);
    await seedProducts(tx);
  });
}

export async function productId(db: Database, discr: string): Promise<number> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.discr, discr));
  if (!row) throw new Error(`no product ${discr}`);
  return row.id;
}

let counter = 0;

/** An active company at a place, straight in the database. */
export async function addCompany(
  db: Database,
  place: Place,
  fields: Partial<NewCompanyRow> = {},
): Promise<number> {
  counter += 1;
  const { latitude, longitude, postal_code, city } = PLACES[place];
  const [row] = await db
    .insert(companies)
    .values({
      name: `Installateur ${counter} ${city}`,
      state: 'active',
      postalCode: postal_code,
      city,
      latitude,
      longitude,
      ...fields,
    })
    .returning({ id: companies.id });
  return row!.id;
}

export interface FilterSpec {
  radiusKm?: number;
  municipalities?: string[];
  choices?: FilterChoices;
  max?: number | null;
  period?: 'day' | 'week' | 'month';
  paused?: boolean;
  at?: Place;
}

/** The company takes the product with these filters (default: one 50 km filter around its place). */
export async function takeProduct(
  db: Database,
  companyId: number,
  discr: string,
  options: {
    max?: number | null;
    period?: 'day' | 'week' | 'month';
    paused?: boolean;
    pausedUntil?: Date | null;
    filters?: FilterSpec[];
  } = {},
): Promise<{ companyProductId: number; filterIds: number[] }> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const [cp] = await db
    .insert(companyProducts)
    .values({
      companyId,
      productId: await productId(db, discr),
      assignmentMax: options.max ?? null,
      assignmentPeriod: options.period ?? 'week',
      paused: options.paused ?? false,
      pausedUntil: options.pausedUntil ?? null,
    })
    .returning({ id: companyProducts.id });
  const filterIds: number[] = [];
  for (const [position, filter] of (options.filters ?? [{ radiusKm: 50 }]).entries()) {
    const at = filter.at ? PLACES[filter.at] : null;
    const [row] = await db
      .insert(companyProductFilters)
      .values({
        companyProductId: cp!.id,
        position,
        latitude: at?.latitude ?? company!.latitude,
        longitude: at?.longitude ?? company!.longitude,
        maxDistance: Math.round((filter.radiusKm ?? 0) * 1000),
        municipalities: filter.municipalities ?? [],
        choices: filter.choices ?? {},
        assignmentMax: filter.max ?? null,
        assignmentPeriod: filter.period ?? 'week',
        paused: filter.paused ?? false,
      })
      .returning({ id: companyProductFilters.id });
    filterIds.push(row!.id);
  }
  return { companyProductId: cp!.id, filterIds };
}

/** A partner company with a lead-API guid; `verify` lists products it wants verified first. */
export async function addPartner(db: Database, verify: string[] = []): Promise<string> {
  const companyId = await addCompany(db, 'utrecht', { isPartner: true });
  const guid = randomUUID();
  await db.insert(companyPartners).values({ companyId, guid, mustBeVerifiedProducts: verify });
  return guid;
}

/** A sample partner payload, at a place, for a product. */
export function leadPayload(
  discr: string,
  place: Place = 'utrecht',
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  counter += 1;
  const { postal_code, city } = PLACES[place];
  return {
    discr,
    given_name: 'Sanne',
    family_name: `de Vries ${counter}`,
    address: {
      country: 'NL',
      street: 'Oudegracht',
      house_number: String(counter),
      postal_code,
      city,
      building_year: 1975,
    },
    phone_number: '0302345678',
    email: `sanne.${counter}.${Math.random().toString(36).slice(2, 7)}@example.nl`,
    ...extra,
  };
}
