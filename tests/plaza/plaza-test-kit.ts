import { eq } from 'drizzle-orm';
import { users } from '../../api/src/accounts/user.table';
import { companyUsers } from '../../api/src/companies/company-user.table';
import type { Database } from '../../api/src/db';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { leads } from '../../api/src/leads/lead.table';
import { products, type ProductRow } from '../../api/src/products/product.table';
import type { LeadAnswers } from '#domain/products/lead-answers';
import { PLACES, type Place } from '../leads/lead-test-kit';

const HOUR_MS = 3_600_000;

export interface OfferSpec {
  product: ProductRow;
  place?: Place;
  /** Hours before now. */
  ageHours?: number;
  answers?: LeadAnswers;
  remaining?: number;
  municipality?: string;
  fields?: Partial<typeof leads.$inferInsert>;
}

const MUNICIPALITY: Record<Place, string> = {
  utrecht: 'Utrecht',
  amsterdam: 'Amsterdam',
  eindhoven: 'Eindhoven',
};

let counter = 0;

/** A lead straight in the database (no matching): the plaza's triggers put it on sale. */
export async function addLead(db: Database, spec: OfferSpec): Promise<number> {
  counter += 1;
  const place = PLACES[spec.place ?? 'utrecht'];
  const [row] = await db
    .insert(leads)
    .values({
      productId: spec.product.id,
      familyName: `Jansen ${counter}`,
      givenName: 'Eva',
      email: `eva.${counter}@example.nl`,
      phoneNumber: '0612345678',
      street: 'Dorpsstraat',
      houseNumber: String(counter),
      postalCode: place.postal_code,
      city: place.city,
      country: 'NL',
      municipality: spec.municipality ?? MUNICIPALITY[spec.place ?? 'utrecht'],
      province: 'Utrecht',
      latitude: place.latitude,
      longitude: place.longitude,
      answers: spec.answers ?? {},
      remainingAssignments: spec.remaining ?? spec.product.maxAssignments,
      source: 'staff',
      createdAt: new Date(Date.now() - (spec.ageHours ?? 1) * HOUR_MS),
      ...spec.fields,
    })
    .returning({ id: leads.id });
  return row!.id;
}

/** Gives a lead to a company directly (a competitor for the plaza). */
export async function giveLead(
  db: Database,
  leadId: number,
  companyId: number,
  state = 0,
): Promise<void> {
  await db.insert(assignedLeads).values({
    leadId,
    companyId,
    priceCents: 1000,
    priceSource: 'product',
    state,
  });
}

export async function catalogue(db: Database): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(products.id);
}

/** Makes a demo user a (main) user of the company. */
export async function linkUser(db: Database, companyId: number, email: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db.insert(companyUsers).values({ companyId, userId: user!.id, admin: true });
}
