// Its tables: other areas read and join them; only comparison writes them (tests/shared/table-owners.test.ts).
export * from './tables';

// The comparison areas (features, filters, feeds, reviews) are for comparison editors.
export { requireComparisonUser } from './comparison-access';

// Public pages link out to offers through the same click-out.
export { followOfferLink } from './offer-clickout';

// The page editor picks comparison products with the same search.
export { productSearchCondition } from './product-search';
