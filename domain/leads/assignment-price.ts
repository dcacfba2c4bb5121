/** Where an assigned lead's price came from; 'plaza' and 'free' are set by a plaza purchase. */
export type PriceSource = 'deal' | 'ncnp' | 'partner' | 'product' | 'plaza' | 'free';

export interface PriceInputs {
  /** The price of a running deal of the company for the product, when it has one. */
  dealPriceCents?: number | null;
  /** The company's no-cure-no-pay cost per lead for the product, when it has one. */
  ncnpCostCents: number | null;
  /** The partner cost for the product, when the company is a partner with one. */
  partnerCostCents: number | null;
  productPriceCents: number;
}

/**
 * What an assignment costs the company: a running deal's price, else the
 * no-cure-no-pay cost, else the partner cost, else the product's default lead price.
 */
export function assignmentPrice(inputs: PriceInputs): { cents: number; source: PriceSource } {
  if (inputs.dealPriceCents !== null && inputs.dealPriceCents !== undefined)
    return { cents: inputs.dealPriceCents, source: 'deal' };
  if (inputs.ncnpCostCents !== null) return { cents: inputs.ncnpCostCents, source: 'ncnp' };
  if (inputs.partnerCostCents !== null)
    return { cents: inputs.partnerCostCents, source: 'partner' };
  return { cents: inputs.productPriceCents, source: 'product' };
}
