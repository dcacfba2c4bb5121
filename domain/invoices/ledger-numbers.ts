/** Ledger numbers of invoice lines: revenue (what we sell) and cost (what partners earn). */
export const LEDGER_NUMBERS = {
  revenue: { clicks: 8030, leads: 8040, bannering: 8050, commission: 8060 },
  cost: { clicks: 7063, leads: 7060, bannering: 7061, commission: 7062 },
} as const;

export type LedgerNumber =
  | (typeof LEDGER_NUMBERS.revenue)[keyof typeof LEDGER_NUMBERS.revenue]
  | (typeof LEDGER_NUMBERS.cost)[keyof typeof LEDGER_NUMBERS.cost];

export const LEDGER_NUMBER_CODES: readonly LedgerNumber[] = [
  ...Object.values(LEDGER_NUMBERS.revenue),
  ...Object.values(LEDGER_NUMBERS.cost),
];

export function isLedgerNumber(value: unknown): value is LedgerNumber {
  return typeof value === 'number' && (LEDGER_NUMBER_CODES as readonly number[]).includes(value);
}

/** A new line books leads: as cost for a partner company, as revenue otherwise. */
export function defaultLedgerNumber(company: { isPartner: boolean }): LedgerNumber {
  return company.isPartner ? LEDGER_NUMBERS.cost.leads : LEDGER_NUMBERS.revenue.leads;
}

/** Click-outs billed to a shop: revenue from clicks (cost for a partner company). */
export function clickLedgerNumber(company: { isPartner: boolean }): LedgerNumber {
  return company.isPartner ? LEDGER_NUMBERS.cost.clicks : LEDGER_NUMBERS.revenue.clicks;
}
