/**
 * The api's answers for affiliates, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestAffiliateCompany = Schemas['AffiliateCompany'];
export type RestAffiliateCompanyList = Schemas['AffiliateCompanyList'];
export type RestAffiliateTable = Schemas['AffiliateTable'];
export type RestAffiliateTableList = Schemas['AffiliateTableList'];
export type RestAffiliateTableRow = Schemas['AffiliateTableRow'];
