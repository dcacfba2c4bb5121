import { CRM_TASK_TYPES } from '#domain/leads/crm-task-types';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../api/src/accounts/password-hash';
import { roles, userRoles } from '../../api/src/accounts/role.table';
import { users } from '../../api/src/accounts/user.table';
import { claims } from '../../api/src/claims/claim.table';
import type { Database } from '../../api/src/db';
import { invoices } from '../../api/src/invoices/invoice.table';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { crmTasks } from '../../api/src/leads/crm-task.table';
import type { ProductRow } from '../../api/src/products/product.table';
import { reviews } from '../../api/src/reviews/review.table';
import { addLead, linkUser } from '../plaza/plaza-test-kit';

/** Noon in Dutch time (winter or summer, 10:00 or 11:00 UTC is safely that day). */
export const dutchNoon = (day: string) => new Date(`${day}T11:00:00Z`);

export interface LeadAt {
  product: ProductRow;
  at: Date;
  source?: string;
  /** Given to this company at this price, at the same moment. */
  companyId?: number;
  priceCents?: number;
  place?: 'utrecht' | 'amsterdam' | 'eindhoven';
}

/** A lead of a given moment, optionally assigned: as intake and matching leave them. */
export async function leadAt(db: Database, spec: LeadAt) {
  const leadId = await addLead(db, {
    product: spec.product,
    place: spec.place,
    remaining: 0,
    fields: { createdAt: spec.at, source: spec.source ?? 'staff' },
  });
  if (spec.companyId === undefined) return { leadId, assignedLeadId: 0 };
  const [row] = await db
    .insert(assignedLeads)
    .values({
      leadId,
      companyId: spec.companyId,
      priceCents: spec.priceCents ?? 2500,
      priceSource: 'product',
      createdAt: spec.at,
    })
    .returning({ id: assignedLeads.id });
  return { leadId, assignedLeadId: row!.id };
}

export async function claimAt(
  db: Database,
  assignedLeadId: number,
  companyId: number,
  status: number,
  at: Date,
) {
  await db.insert(claims).values({
    assignedLeadId,
    companyId,
    status,
    description: 'no_contact',
    message: 'Nooit bereikbaar.',
    createdAt: at,
  });
}

let invoiceCounter = 0;

export async function invoiceOf(
  db: Database,
  companyId: number,
  status: number,
  totalCents: number,
) {
  invoiceCounter += 1;
  await db.insert(invoices).values({
    companyId,
    number: `T-${companyId}-${invoiceCounter}`,
    year: 2020,
    sequence: 90_000 + invoiceCounter + companyId * 100,
    status,
    invoiceDate: '2020-01-01',
    dueDate: '2020-01-15',
    buyer: {
      name: 'Test',
      attention: null,
      street: 'Straat',
      houseNumber: '1',
      postalCode: '3511AA',
      city: 'Utrecht',
      countryCode: 'NL',
      chamberOfCommerceNumber: null,
      vatNumber: null,
      email: null,
    },
    subtotalCents: totalCents,
    vatRatePercent: 0,
    vatCents: 0,
    totalCents,
  });
}

export async function publishedReview(
  db: Database,
  assignedLeadId: number,
  companyId: number,
  rating: number,
) {
  await db.insert(reviews).values({
    assignedLeadId,
    companyId,
    status: 'public',
    recommend: true,
    fulfill: true,
    rating,
    authorName: 'Eva',
    publishedAt: new Date(Date.now() - 86_400_000),
  });
}

export async function taskOn(db: Database, assignedLeadId: number, taskDate: Date) {
  await db.insert(crmTasks).values({ assignedLeadId, type: CRM_TASK_TYPES.appointment, taskDate });
}

/** A customer user (password Welkom123) of one company only, so its home shows that company. */
export async function addCustomerUser(db: Database, email: string, companyId: number) {
  const [user] = await db
    .insert(users)
    .values({
      email,
      givenName: 'Sanne',
      familyName: 'de Vries',
      passwordHash: await hashPassword('Welkom123'),
    })
    .returning({ id: users.id });
  const [role] = await db.select().from(roles).where(eq(roles.name, 'ROLE_LEAD_CUSTOMER'));
  await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  await linkUser(db, companyId, email);
}
