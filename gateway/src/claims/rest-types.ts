/**
 * The api's answers for claims, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestClaim = Schemas['Claim'];
export type RestClaimList = Schemas['ClaimList'];
export type RestClaimLead = Schemas['ClaimLead'];
export type RestClaimProof = Schemas['ClaimProof'];
export type RestClaimStats = Schemas['ClaimStats'];
export type RestClaimFigures = RestClaimStats['totals'];
export type RestClaimMonthFigures = RestClaimStats['months'][number];
export type RestClaimFeedbackStats = Schemas['ClaimFeedbackStats'];
/** A reason's figures; the totals have no month. */
export type RestClaimReasonFigures = RestClaimFeedbackStats['totals'][number] & {
  month?: string;
};
export type RestCompanyClaimCredits = Schemas['ClaimCredits'];
export type RestClaimCredit = RestCompanyClaimCredits['items'][number];
