/**
 * The api's answers for companies, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** A user's link to a company, as carried on each company row. */
export type RestCompanyUserLink = Schemas['CompanyUserLink'];
/**
 * GET /company/{id}, the rows of GET /company and GET /company?ids=.
 * @mapper Company
 */
export type RestCompany = Schemas['Company'];
/** GET /company/{id}/user: a company user with the link's version. */
export type RestCompanyMember = Schemas['CompanyMember'];
/** @mapper NotificationList */
export type RestNotificationList = Schemas['NotificationList'];
/** @mapper SepaMandate */
export type RestSepaMandate = Schemas['SepaMandate'];
/** @mapper CompanyProfile */
export type RestCompanyProfile = Schemas['CompanyProfile'];
/** @mapper CompanyPartnerSettings */
export type RestPartnerSettings = Schemas['PartnerSettings'];
/** @mapper MatchExclude */
export type RestMatchExclude = Schemas['MatchExclude'];
/** @mapper CompanyEventUser */
export type RestCompanyEventUser = Schemas['CompanyEventUser'];
/** @mapper CompanyEvent */
export type RestCompanyEvent = Schemas['CompanyEvent'];
/** @mapper AddressCheck */
export type RestCheckedAddress = Schemas['CheckedAddress'];
export type RestCompanyInvitation = Schemas['CompanyInvitation'];
export type RestReceivedInvitation = Schemas['ReceivedInvitation'];
/**
 * POST /company/{id}/state/{state} and the activation answer.
 * @mapper CompanyStateChange
 */
export type RestStateChange = Schemas['CompanyStateChange'];

/** The api's list answer. */
export interface RestList<T> {
  items: T[];
  total: number;
}
