import { eq } from 'drizzle-orm';
import { hashPassword } from '../../api/src/accounts/password-hash';
import { roles, userRoles } from '../../api/src/accounts/role.table';
import { users } from '../../api/src/accounts/user.table';
import { companyUsers } from '../../api/src/companies/company-user.table';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import type { Database } from '../../api/src/db';
import type { ProductRow } from '../../api/src/products/product.table';
import { addLead, linkUser } from '../plaza/plaza-test-kit';

export interface PartnerLeadSpec {
  product: ProductRow;
  partnerId: number;
  at: Date;
  bad?: boolean;
  /** Given to this company at this price, at the same moment. */
  companyId?: number;
  priceCents?: number;
  /** The company claimed it (assigned-lead state 8). */
  claimed?: boolean;
}

/** A lead a partner sent, as intake and matching leave it. */
export async function partnerLead(
  db: Database,
  spec: PartnerLeadSpec,
): Promise<{ leadId: number; assignedLeadId: number }> {
  const leadId = await addLead(db, {
    product: spec.product,
    remaining: 0,
    fields: {
      createdAt: spec.at,
      source: 'partner',
      partnerCompanyId: spec.partnerId,
      bad: spec.bad ?? false,
    },
  });
  if (spec.companyId === undefined) return { leadId, assignedLeadId: 0 };
  const [row] = await db
    .insert(assignedLeads)
    .values({
      leadId,
      companyId: spec.companyId,
      priceCents: spec.priceCents ?? 2500,
      priceSource: 'partner',
      state: spec.claimed ? 8 : 0,
      createdAt: spec.at,
    })
    .returning({ id: assignedLeads.id });
  return { leadId, assignedLeadId: row!.id };
}

/**
 * A partner's login, linked to its partner company: the main user, or with the claim
 * partner role a further user of the company.
 */
export async function addPartnerUser(
  db: Database,
  email: string,
  companyId: number,
  role: 'ROLE_LEAD_PARTNER' | 'ROLE_LEAD_CLAIM_PARTNER' = 'ROLE_LEAD_PARTNER',
) {
  const [user] = await db
    .insert(users)
    .values({
      email,
      givenName: 'Pieter',
      familyName: 'Bakker',
      passwordHash: await hashPassword('Welkom123'),
    })
    .returning({ id: users.id });
  const [found] = await db.select().from(roles).where(eq(roles.name, role));
  await db.insert(userRoles).values({ userId: user!.id, roleId: found!.id });
  if (role === 'ROLE_LEAD_PARTNER') await linkUser(db, companyId, email);
  else await db.insert(companyUsers).values({ companyId, userId: user!.id, admin: false });
}
