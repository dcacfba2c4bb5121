/**
 * How an accepted claim pays the company back: a lead paid from the prepaid
 * balance goes back on the balance at once; any other lead (invoice, no cure no
 * pay) becomes a credit on the next invoice; a free lead gets nothing.
 */
export type ClaimCreditMethod = 'balance' | 'invoice' | 'none';

export function claimCreditMethod(lead: {
  priceCents: number;
  paidFromBalance: boolean;
}): ClaimCreditMethod {
  if (lead.priceCents <= 0) return 'none';
  return lead.paidFromBalance ? 'balance' : 'invoice';
}
