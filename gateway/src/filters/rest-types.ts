/**
 * The api's answers for comparison filters, as REST sends them (snake_case). Aliases of
 * the types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper ComparisonFilter */
export type RestComparisonFilter = Schemas['ComparisonFilter'];
export type RestComparisonFilterList = Schemas['ComparisonFilterList'];
/** @mapper ComparisonFilterFeature */
export type RestComparisonFilterFeature = Schemas['ComparisonFilterFeature'];
export type RestComparisonFilterFeatureList = Schemas['ComparisonFilterFeatureList'];
/** @mapper ComparisonFilterPrediction */
export type RestComparisonFilterPrediction = Schemas['ComparisonFilterPrediction'];
