/**
 * The api's answers for claims, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper Claim */
export type RestClaim = Schemas['Claim'];
/** @mapper ClaimList */
export type RestClaimList = Schemas['ClaimList'];
/** @mapper ClaimLead */
export type RestClaimLead = Schemas['ClaimLead'];
/** @mapper ClaimProof */
export type RestClaimProof = Schemas['ClaimProof'];
/** @mapper ClaimStats */
export type RestClaimStats = Schemas['ClaimStats'];
/** @mapper ClaimFigures */
export type RestClaimFigures = RestClaimStats['totals'];
/** @mapper ClaimMonthFigures */
export type RestClaimMonthFigures = RestClaimStats['months'][number];
/** @mapper ClaimFeedbackStats */
export type RestClaimFeedbackStats = Schemas['ClaimFeedbackStats'];
/**
 * A reason's figures; the totals have no month.
 * @mapper ClaimReasonFigures
 */
export type RestClaimReasonFigures = RestClaimFeedbackStats['totals'][number] & {
  month?: string;
};
/** @mapper CompanyClaimCredits */
export type RestCompanyClaimCredits = Schemas['ClaimCredits'];
/** @mapper ClaimCredit */
export type RestClaimCredit = RestCompanyClaimCredits['items'][number];
