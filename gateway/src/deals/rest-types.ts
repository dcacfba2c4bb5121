/**
 * The api's answers for deals, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestDeal = Schemas['Deal'];
export type RestDealProduct = RestDeal['products'][number];
export type RestDealList = Schemas['DealList'];
export type RestPlazaDeal = Schemas['PlazaDeal'];
