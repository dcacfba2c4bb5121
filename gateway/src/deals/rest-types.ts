/**
 * The api's answers for deals, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper Deal */
export type RestDeal = Schemas['Deal'];
/** @mapper DealProduct */
export type RestDealProduct = RestDeal['products'][number];
/** @mapper DealList */
export type RestDealList = Schemas['DealList'];
/** @mapper PlazaDeal */
export type RestPlazaDeal = Schemas['PlazaDeal'];
