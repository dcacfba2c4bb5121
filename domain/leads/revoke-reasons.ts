/**
 * Why a consumer cancels a request. '{product}_company' stands for a reason
 * per product ("found a company for <product>"); use productRevokeReason().
 */
export const REVOKE_REASONS = [
  'found_company',
  'other_reason',
  'complete_cancellation',
  'do_it_myself',
  'other_solution',
  'other_company',
] as const;

export type RevokeReason = (typeof REVOKE_REASONS)[number] | `${string}_company`;

/** The three choices of the cancel dialog: found a company, found another company, other. */
export const REVOKE_DIALOG_CHOICES: readonly RevokeReason[] = [
  'found_company',
  'other_company',
  'other_reason',
];

export function productRevokeReason(productDiscriminator: string): RevokeReason {
  return `${productDiscriminator}_company`;
}

export function isRevokeReason(value: string): value is RevokeReason {
  return (
    (REVOKE_REASONS as readonly string[]).includes(value) || /^[a-z0-9_]+_company$/.test(value)
  );
}

/** A request can no longer be cancelled once a company was chosen. */
export function canRevokeLead(lead: { companyChosen: boolean }): boolean {
  return !lead.companyChosen;
}
