/**
 * The api's answers for the price-comparison catalogue, as REST sends them (snake_case).
 * Aliases of the types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestComparisonCoreProduct = Schemas['ComparisonCoreProduct'];
export type RestComparisonCoreProductList = Schemas['ComparisonCoreProductList'];
export type RestComparisonCommissionScale = Schemas['ComparisonCommissionScale'];
export type RestComparisonBrand = Schemas['ComparisonBrand'];
export type RestComparisonBrandList = Schemas['ComparisonBrandList'];
export type RestComparisonCompany = Schemas['ComparisonCompany'];
export type RestComparisonCompanyList = Schemas['ComparisonCompanyList'];
export type RestComparisonProductSummary = Schemas['ComparisonProductSummary'];
export type RestComparisonProductList = Schemas['ComparisonProductList'];
export type RestComparisonProduct = Schemas['ComparisonProduct'];
export type RestComparisonProductSpec = Schemas['ComparisonProductSpec'];
export type RestComparisonProductImage = Schemas['ComparisonProductImage'];
export type RestComparisonProductOffer = Schemas['ComparisonProductOffer'];
export type RestComparisonProductSave = Schemas['ComparisonProductSave'];
export type RestComparisonSwitchCheck = Schemas['ComparisonSwitchCheck'];
export type RestComparisonSwitchSpec = RestComparisonSwitchCheck['specs'][number];
export type RestComparisonClickout = Schemas['ComparisonClickout'];
export type RestComparisonClickoutList = Schemas['ComparisonClickoutList'];
export type RestComparisonProviderImageList = Schemas['ComparisonProviderImageList'];
export type RestComparisonProviderImage = RestComparisonProviderImageList['items'][number];
