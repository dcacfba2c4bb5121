// Its tables: other areas read and join them; only comparison writes them (tests/shared/table-owners.test.ts).
export * from './tables';

// Invoices bill click-outs in the invoice's transaction.
export { markClickoutsInvoiced } from './clickout-invoicing';

// The comparison areas (features, filters, feeds, reviews) are for comparison editors.
export { requireComparisonUser } from './comparison-access';

// Public pages link out to offers through the same click-out.
export { followOfferLink } from './offer-clickout';

// The page editor picks comparison products with the same search.
export { productSearchCondition } from './product-search';
