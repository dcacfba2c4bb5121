// Its tables: other areas read and join them; only features writes them (tests/shared/table-owners.test.ts).
export {
  comparisonUnmappedFeatures,
  comparisonUnmappedFeatureValues,
} from './unmapped-feature.table';
export type { ComparisonUnmappedFeatureRow } from './unmapped-feature.table';
export { comparisonSpecWebsites, comparisonSpecSynonyms } from './spec-website.table';
export type { ComparisonSpecWebsiteRow, ComparisonSpecSynonymRow } from './spec-website.table';
export { comparisonProductMeta } from './product-meta.table';
export type { ComparisonProductMetaRow } from './product-meta.table';
export { comparisonFeatures } from './feature.table';
export type { ComparisonFeatureRow } from './feature.table';
