/**
 * The api's answers for the lead managers' home, as REST sends them (snake_case). Aliases
 * of the types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestWorkListCompany = Schemas['WorkListCompany'];
export type RestWorkListCompanyPage = Schemas['WorkListCompanyPage'];
export type RestCompanyActivity = Schemas['CompanyActivity'];
export type RestCompanyActivityPage = Schemas['CompanyActivityPage'];
export type RestUnsentMail = Schemas['UnsentMail'];
export type RestUnsentMailPage = Schemas['UnsentMailPage'];
export type RestResendAllMails = Schemas['ResendAllMails'];
