/**
 * The api's answers for the price-comparison catalogue, as REST sends them (snake_case).
 * Aliases of the types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper ComparisonCoreProduct */
export type RestComparisonCoreProduct = Schemas['ComparisonCoreProduct'];
export type RestComparisonCoreProductList = Schemas['ComparisonCoreProductList'];
/** @mapper ComparisonCommissionScale */
export type RestComparisonCommissionScale = Schemas['ComparisonCommissionScale'];
/** @mapper ComparisonBrand */
export type RestComparisonBrand = Schemas['ComparisonBrand'];
export type RestComparisonBrandList = Schemas['ComparisonBrandList'];
/** @mapper ComparisonCompany */
export type RestComparisonCompany = Schemas['ComparisonCompany'];
export type RestComparisonCompanyList = Schemas['ComparisonCompanyList'];
/** @mapper ComparisonProductSummary */
export type RestComparisonProductSummary = Schemas['ComparisonProductSummary'];
/** @mapper ComparisonProductList */
export type RestComparisonProductList = Schemas['ComparisonProductList'];
/** @mapper ComparisonProduct */
export type RestComparisonProduct = Schemas['ComparisonProduct'];
/** @mapper ComparisonProductSpec */
export type RestComparisonProductSpec = Schemas['ComparisonProductSpec'];
/** @mapper ComparisonProductImage */
export type RestComparisonProductImage = Schemas['ComparisonProductImage'];
/** @mapper ComparisonOffer */
export type RestComparisonProductOffer = Schemas['ComparisonProductOffer'];
/** @mapper ComparisonProductSave */
export type RestComparisonProductSave = Schemas['ComparisonProductSave'];
/** @mapper ComparisonSwitchCheck */
export type RestComparisonSwitchCheck = Schemas['ComparisonSwitchCheck'];
/** @mapper ComparisonSwitchSpec */
export type RestComparisonSwitchSpec = RestComparisonSwitchCheck['specs'][number];
/** @mapper ComparisonClickout */
export type RestComparisonClickout = Schemas['ComparisonClickout'];
/** @mapper ComparisonClickoutList */
export type RestComparisonClickoutList = Schemas['ComparisonClickoutList'];
export type RestComparisonProviderImageList = Schemas['ComparisonProviderImageList'];
/** @mapper ComparisonProviderImage */
export type RestComparisonProviderImage = RestComparisonProviderImageList['items'][number];
