// Its tables: other areas read and join them; only comparison writes them (tests/shared/table-owners.test.ts).
export { comparisonCoreProducts, comparisonCommissionScales } from './core-product.table';
export type { ComparisonCoreProductRow, ComparisonCommissionScaleRow } from './core-product.table';
export { comparisonBrands } from './brand.table';
export type { ComparisonBrandRow } from './brand.table';
export { comparisonProducts, comparisonProductEans } from './product.table';
export type { ComparisonProductRow, ComparisonProductEanRow } from './product.table';
export { SPEC_SOURCES, comparisonSpecs } from './spec.table';
export type { ComparisonSpecRow } from './spec.table';
export { comparisonProductImages } from './product-image.table';
export type { ComparisonProductImageRow } from './product-image.table';
export { comparisonOffers } from './offer.table';
export type { ComparisonOfferRow } from './offer.table';
export { comparisonClickouts } from './clickout.table';
export type { ComparisonClickoutRow } from './clickout.table';

// Invoices bill click-outs in the invoice's transaction.
export { markClickoutsInvoiced } from './clickout-invoicing';

// The comparison areas (features, filters, feeds, reviews) are for comparison editors.
export { requireComparisonUser } from './comparison-access';

// Public pages link out to offers through the same click-out.
export { followOfferLink } from './offer-clickout';

// The page editor picks comparison products with the same search.
export { productSearchCondition } from './product-search';
