import { and, count, eq } from 'drizzle-orm';
import type { CompanyState } from '#domain/companies/company-state';
import { isSellableOnPlaza } from '#domain/leads/auto-match';
import { plazaPriceCents } from '#domain/plaza/plaza-price';
import {
  buyerRefusal,
  leadSaleRefusal,
  plazaPayment,
  type PlazaPayment,
} from '#domain/plaza/plaza-purchase';
import { countInPeriod } from '#domain/products/assignment-period';
import { MESSAGE } from '#domain/shared/messages';
import { companies, type CompanyRow } from '../companies';
import type { Executor, Tx } from '../db';
import {
  deliver,
  type Deliveries,
  assignedLeads,
  leads,
  type LeadRow,
  periodCounts,
  chargePrepaid,
  isOnHold,
  writeAssignments,
  type MatchDeps,
} from '../leads';
import type { LedgerBooking } from '../prepaid';
import { companyProducts, type CompanyProductRow, products, type ProductRow } from '../products';
import { conflict, notFound } from '../shared/errors';
import { retryTransaction } from '../shared/retry-transaction';
import { blockedCompanyIds } from './plaza-access';
import { freePlazaLeadsOf } from '../deals';
import { basePriceOf, priceOverridesOf } from './plaza-pricing';

/** What buying a lead would mean for a company now. */
export interface PurchaseAssessment {
  lead: LeadRow;
  product: ProductRow;
  company: CompanyRow;
  companyProduct: CompanyProductRow | null;
  competitors: number;
  priceCents: number;
  payment: PlazaPayment;
  /** The deal the lead is free under or priced by; the lead counts against it. */
  dealId: number | null;
  /** The MESSAGE.* key a buy answers now, or null when it may go ahead. */
  refusal: string | null;
}

/** A lead that left sale: too old, claimed, bad, a duplicate, on hold or stopped. */
function withdrawn(lead: LeadRow, now: Date): boolean {
  return (
    !isSellableOnPlaza({ created: lead.createdAt, claimed: lead.claimed }, now) ||
    lead.bad ||
    lead.duplicateOfId !== null ||
    isOnHold(lead) ||
    lead.stopMatching
  );
}

/**
 * Checks a buy with everything the rules need (docs/plaza.md). With `lock` the
 * lead, the company product and the company are locked in that order (the
 * order matching takes them in), so concurrent buys wait instead of overselling.
 */
export async function assessPurchase(
  db: Executor,
  companyId: number,
  leadId: number,
  now: Date,
  lock: boolean,
): Promise<PurchaseAssessment> {
  const leadQuery = db
    .select({ lead: leads, product: products })
    .from(leads)
    .innerJoin(products, eq(products.id, leads.productId))
    .where(eq(leads.id, leadId));
  const [found] = lock ? await leadQuery.for('update', { of: leads }) : await leadQuery;
  if (!found) throw notFound(MESSAGE.LEAD_NOT_FOUND);
  const { lead, product } = found;
  const holders = (
    await db
      .select({ companyId: assignedLeads.companyId })
      .from(assignedLeads)
      .where(eq(assignedLeads.leadId, lead.id))
  ).map((row) => row.companyId);
  const blocked = await blockedCompanyIds(db, companyId);
  const cpQuery = db
    .select()
    .from(companyProducts)
    .where(
      and(eq(companyProducts.companyId, companyId), eq(companyProducts.productId, product.id)),
    );
  const [companyProduct] = lock ? await cpQuery.for('update') : await cpQuery;
  const companyQuery = db.select().from(companies).where(eq(companies.id, companyId));
  const [company] = lock ? await companyQuery.for('update') : await companyQuery;
  if (!company) throw notFound();

  let cap: { max: number | null; count: number } | null = null;
  if (companyProduct?.assignmentMax != null) {
    const { cpCounts } = await periodCounts(db, [companyProduct.id], [], now);
    const counts = cpCounts.get(companyProduct.id) ?? { daily: 0, weekly: 0, monthly: 0 };
    cap = {
      max: companyProduct.assignmentMax,
      count: countInPeriod(counts, companyProduct.assignmentPeriod),
    };
  }
  let trialBought = 0;
  if (company.trialAccount) {
    const [row] = await db
      .select({ n: count() })
      .from(assignedLeads)
      .where(and(eq(assignedLeads.companyId, companyId), eq(assignedLeads.origin, 'plaza')));
    trialBought = row?.n ?? 0;
  }
  const refusal =
    leadSaleRefusal({
      owned: holders.includes(companyId),
      remainingAssignments: lead.remainingAssignments,
      withdrawn: withdrawn(lead, now),
      keptApart: holders.some((holder) => holder !== companyId && blocked.includes(holder)),
    }) ??
    buyerRefusal({
      state: company.state as CompanyState,
      trialAccount: company.trialAccount,
      trialBought,
      cap,
    });
  // In turn, not at once: both read through the purchase's transaction connection.
  const overrides = await priceOverridesOf(db, companyId, now);
  const { dealId: freeDealId } = await freePlazaLeadsOf(db, companyId, now);
  const base = basePriceOf(overrides, product);
  const payment = plazaPayment({
    freePlazaLeadsLeft: freeDealId === null ? 0 : 1,
    isPrepaid: company.isPrepaid,
  });
  const priceCents = payment === 'free' ? 0 : plazaPriceCents(base, holders.length);
  // The deal that gives the lead free, or whose price it is: it counts against that deal.
  const dealId = payment === 'free' ? freeDealId : (overrides.deal.get(product.id)?.dealId ?? null);
  const shortOfBalance = payment === 'prepaid' && company.balance < priceCents;
  return {
    lead,
    product,
    company,
    companyProduct: companyProduct ?? null,
    competitors: holders.length,
    priceCents,
    payment,
    dealId,
    refusal: refusal ?? (shortOfBalance ? MESSAGE.BALANCE_TOO_LOW : null),
  };
}

export interface Purchase {
  assignedLeadId: number;
  leadId: number;
  companyId: number;
  priceCents: number;
  payment: PlazaPayment;
  balanceCents: number | null;
  createdAt: Date;
}

/**
 * Buys one lead for a company in one transaction: the checks under lock, then
 * the payment (a prepaid balance only when it covers the price: the prepaid
 * ledger's `debit`, one conditional update and its ledger row), the assigned lead
 * (named on that row), the lead's remaining assignments and the outbox event.
 * `expectedPriceCents`, when given, must be the price now: a buyer never pays more
 * than the price they confirmed.
 */
export async function buyPlazaLead(
  deps: MatchDeps,
  input: {
    companyId: number;
    leadId: number;
    userId: number | null;
    expectedPriceCents?: number | null;
    now?: Date;
  },
): Promise<Purchase> {
  const now = input.now ?? new Date();
  const deliveries: Deliveries = [];
  const purchase = await retryTransaction(() => {
    deliveries.length = 0;
    return deps.db.transaction(async (tx: Tx) => {
      const assessed = await assessPurchase(tx, input.companyId, input.leadId, now, true);
      if (assessed.refusal) throw conflict(assessed.refusal);
      if (input.expectedPriceCents != null && input.expectedPriceCents !== assessed.priceCents)
        throw conflict(MESSAGE.PRICE_CHANGED);
      let paid: LedgerBooking | null = null;
      if (assessed.payment === 'prepaid') {
        paid = await chargePrepaid(tx, deps, input.companyId, assessed.priceCents, now, deliveries);
        if (paid === null) throw conflict(MESSAGE.BALANCE_TOO_LOW);
      }
      const [assignment] = await writeAssignments(
        tx,
        deps,
        {
          lead: assessed.lead,
          product: assessed.product,
          origin: 'plaza',
          userId: input.userId,
          now,
        },
        [
          {
            companyId: input.companyId,
            companyProductId: assessed.companyProduct?.id ?? null,
            filterId: null,
            notificationListId: null,
            price: {
              cents: assessed.priceCents,
              source: assessed.payment === 'free' ? 'free' : 'plaza',
              ...(assessed.dealId === null ? {} : { dealId: assessed.dealId }),
            },
            paid,
          },
        ],
        deliveries,
      );
      return {
        assignedLeadId: assignment!.assignedLeadId,
        leadId: input.leadId,
        companyId: input.companyId,
        priceCents: assessed.priceCents,
        payment: assessed.payment,
        balanceCents: paid?.balanceCents ?? null,
        createdAt: now,
      };
    });
  });
  await deliver(deliveries);
  return purchase;
}
