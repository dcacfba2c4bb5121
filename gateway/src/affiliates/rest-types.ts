/**
 * The api's answers for affiliates, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper AffiliateCompany */
export type RestAffiliateCompany = Schemas['AffiliateCompany'];
export type RestAffiliateCompanyList = Schemas['AffiliateCompanyList'];
/** @mapper AffiliateTable */
export type RestAffiliateTable = Schemas['AffiliateTable'];
export type RestAffiliateTableList = Schemas['AffiliateTableList'];
/** @mapper AffiliateTableRow */
export type RestAffiliateTableRow = Schemas['AffiliateTableRow'];
