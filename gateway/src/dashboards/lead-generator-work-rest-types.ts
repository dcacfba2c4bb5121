/**
 * The api's answers for the lead managers' home work items, as REST sends them
 * (snake_case). Aliases of the types generated from the api's OpenAPI document.
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper PartnerRequestFailure */
export type RestPartnerRequestFailure = Schemas['PartnerRequestFailure'];
/** @mapper PartnerRequestFailureList */
export type RestPartnerRequestFailurePage = Schemas['PartnerRequestFailurePage'];
/** @mapper CompanyChangeRequest */
export type RestCompanyChangeRequest = Schemas['CompanyChangeRequest'];
/** @mapper CompanyChangeRequestList */
export type RestCompanyChangeRequestPage = Schemas['CompanyChangeRequestPage'];
export type RestCompanyChangeRequestList = Schemas['CompanyChangeRequestList'];
