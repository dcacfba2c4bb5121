import { eq } from 'drizzle-orm';
import { claimCredits } from '../../api/src/claims/claim-credit.table';
import { companies } from '../../api/src/companies/company.table';
import type { Database } from '../../api/src/db';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { balanceLedger } from '../../api/src/prepaid/balance-ledger.table';
import type { ProductRow } from '../../api/src/products/product.table';
import type { TestClient } from '../support/api-harness';
import { addLead, type OfferSpec } from '../plaza/plaza-test-kit';

const DAY_MS = 86_400_000;
let counter = 0;

/** A new number the shared phone validator accepts (Utrecht landlines), so no two leads look alike. */
export function validPhone(): string {
  counter += 1;
  return `03028${String(counter).padStart(5, '0')}`;
}

export interface AssignSpec {
  priceCents?: number;
  /** Days since the company got the lead. */
  assignedDaysAgo?: number;
  /** The company paid it from its prepaid balance (a ledger row, as matching writes it). */
  prepaid?: boolean;
  /** Paid before the ledger existed (demo data): settled, without a ledger row. */
  settledWithoutLedger?: boolean;
  allowClaim?: boolean;
  lead?: Partial<OfferSpec>;
}

/** A lead of the product given to the company, as matching or the plaza would leave it. */
export async function assignedLeadFor(
  db: Database,
  product: ProductRow,
  companyId: number,
  spec: AssignSpec = {},
): Promise<{ assignedLeadId: number; leadId: number; priceCents: number }> {
  const ageDays = spec.assignedDaysAgo ?? 1;
  const leadId = await addLead(db, {
    product,
    ageHours: ageDays * 24 + 1,
    remaining: 0,
    ...spec.lead,
    fields: { phoneNumber: validPhone(), ...spec.lead?.fields },
  });
  const priceCents = spec.priceCents ?? 2500;
  const [row] = await db
    .insert(assignedLeads)
    .values({
      leadId,
      companyId,
      priceCents,
      priceSource: 'product',
      state: 1,
      allowClaim: spec.allowClaim ?? true,
      settled: (spec.prepaid || spec.settledWithoutLedger) ?? false,
      createdAt: new Date(Date.now() - ageDays * DAY_MS),
    })
    .returning({ id: assignedLeads.id });
  if (spec.prepaid) {
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
    await db.insert(balanceLedger).values({
      companyId,
      amountCents: -priceCents,
      balanceAfterCents: company!.balance,
      reason: 'lead_assigned',
      assignedLeadId: row!.id,
    });
  }
  return { assignedLeadId: row!.id, leadId, priceCents };
}

/** Files a claim through the api with the usual answers. */
export function fileClaim(
  client: TestClient,
  assignedLeadId: number,
  extra: Record<string, unknown> = {},
) {
  return client.post('/claim', {
    assigned_lead: assignedLeadId,
    description: 'no_contact',
    message: 'Drie keer gebeld, nooit opgenomen.',
    ...extra,
  });
}

export async function balanceOf(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ balance: companies.balance })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!.balance;
}

export async function ledgerOf(db: Database, companyId: number) {
  return db.select().from(balanceLedger).where(eq(balanceLedger.companyId, companyId));
}

export async function creditsOf(db: Database, companyId: number) {
  return db.select().from(claimCredits).where(eq(claimCredits.companyId, companyId));
}
