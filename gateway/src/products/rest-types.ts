/**
 * The api's answers for products, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestProduct = Schemas['Product'];
export type RestProductQuestion = Schemas['ProductQuestion'];
export type RestCompanyProduct = Schemas['CompanyProduct'];
export type RestCompanyProductFilter = Schemas['CompanyProductFilter'];
export type RestFilterPrediction = Schemas['FilterPrediction'];
export type RestProductCost = Schemas['ProductCost'];

/** One entry of a filter's choices, as GraphQL lists them. */
export interface FilterChoiceSource {
  questionKey: string;
  values: string[] | null;
  gte: number | null;
  lte: number | null;
}
