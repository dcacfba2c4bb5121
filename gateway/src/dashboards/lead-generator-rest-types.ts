/**
 * The api's answers for the lead managers' home, as REST sends them (snake_case). Aliases
 * of the types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper WorkListCompany */
export type RestWorkListCompany = Schemas['WorkListCompany'];
/** @mapper WorkListCompanyList */
export type RestWorkListCompanyPage = Schemas['WorkListCompanyPage'];
/** @mapper CompanyActivity */
export type RestCompanyActivity = Schemas['CompanyActivity'];
/** @mapper CompanyActivityList */
export type RestCompanyActivityPage = Schemas['CompanyActivityPage'];
/** @mapper UnsentMail */
export type RestUnsentMail = Schemas['UnsentMail'];
/** @mapper UnsentMailList */
export type RestUnsentMailPage = Schemas['UnsentMailPage'];
/** @mapper ResendAllMailsResult */
export type RestResendAllMails = Schemas['ResendAllMails'];
