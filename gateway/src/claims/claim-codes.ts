import {
  CLAIM_LIST_FILTERS,
  CLAIM_STATUSES,
  type ClaimStatusName,
} from '#domain/claims/claim-status';

/** The enum name of a claim status code (GraphQL ClaimStatus). */
export function claimStatusName(code: number): ClaimStatusName {
  const name = (Object.keys(CLAIM_STATUSES) as ClaimStatusName[]).find(
    (key) => CLAIM_STATUSES[key] === code,
  );
  if (!name) throw new Error(`unknown claim status ${code}`);
  return name;
}

export const claimStatusCode = (name: ClaimStatusName): number => CLAIM_STATUSES[name];

export const claimFilterCode = (name: keyof typeof CLAIM_LIST_FILTERS): number =>
  CLAIM_LIST_FILTERS[name];
