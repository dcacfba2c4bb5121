/**
 * The api's answers for products, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper Product */
export type RestProduct = Schemas['Product'];
/** @mapper ProductQuestion */
export type RestProductQuestion = Schemas['ProductQuestion'];
/** @mapper CompanyProduct */
export type RestCompanyProduct = Schemas['CompanyProduct'];
/** @mapper CompanyProductFilter */
export type RestCompanyProductFilter = Schemas['CompanyProductFilter'];
/** @mapper FilterPrediction */
export type RestFilterPrediction = Schemas['FilterPrediction'];
/** @mapper ProductCost */
export type RestProductCost = Schemas['ProductCost'];

/**
 * One entry of a filter's choices, as GraphQL lists them.
 * @mapper FilterChoice
 */
export interface FilterChoiceSource {
  questionKey: string;
  values: string[] | null;
  gte: number | null;
  lte: number | null;
}
