import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { looseText, requiredText } from '#domain/shared/validators/text';

/**
 * Quality marks, certifications and the certifications companies hold (CMS part 2).
 * Everything here is for content editors (CMS_PERMISSION); the api checks it.
 */

/** A company certification's states; a new one starts `active`. */
export const CERTIFICATION_STATES = [
  'active',
  'expired',
  'halted',
  'invalid',
  'review',
  'revoked',
] as const;
export type CertificationState = (typeof CERTIFICATION_STATES)[number];
export const INITIAL_CERTIFICATION_STATE: CertificationState = 'active';

export function isCertificationState(value: unknown): value is CertificationState {
  return (CERTIFICATION_STATES as readonly unknown[]).includes(value);
}

/** Why a certification was revoked; `{product}_company` names the product a company was found for. */
export const REVOKE_REASONS = [
  'found_company',
  'other_reason',
  'complete_cancellation',
  'do_it_myself',
  'other_solution',
  'other_company',
] as const;
const PRODUCT_COMPANY = /^[a-z][a-z0-9-]{0,60}_company$/;

export function isRevokeReason(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    ((REVOKE_REASONS as readonly string[]).includes(value) || PRODUCT_COMPANY.test(value))
  );
}

/** The product of a `{product}_company` reason, or null for the fixed reasons. */
export function revokeReasonProduct(reason: string): string | null {
  if ((REVOKE_REASONS as readonly string[]).includes(reason)) return null;
  return PRODUCT_COMPANY.test(reason) ? reason.slice(0, -'_company'.length) : null;
}

export const QUALITY_MARK_NAME_MAX = 120;
export const QUALITY_MARK_CERTIFICATE_MAX = 2000;
/** Name suggestions answer at most this many existing names. */
export const SUGGESTION_LIMIT = 10;

export const qualityMarkInputSchema = z.object({
  name: requiredText(MESSAGE.ENTER_NAME, QUALITY_MARK_NAME_MAX),
  certificate: looseText().refine((v) => v.length <= QUALITY_MARK_CERTIFICATE_MAX, {
    message: MESSAGE.TEXT_TOO_LONG,
  }),
});
export type QualityMarkInput = z.output<typeof qualityMarkInputSchema>;

/** A certification and the agency that grants it (a display name and its code). */
export const certificationInputSchema = z.object({
  name: requiredText(MESSAGE.ENTER_NAME, 120),
  agency: z.object(
    {
      name: requiredText(MESSAGE.FIELD_REQUIRED, 120),
      value: requiredText(MESSAGE.FIELD_REQUIRED, 60),
    },
    { message: MESSAGE.FIELD_REQUIRED },
  ),
  requires_certificate: z.boolean({ message: MESSAGE.FIELD_REQUIRED }),
});
export type CertificationInput = z.output<typeof certificationInputSchema>;

/** A company certification change: a new state (with a reason when revoked) and/or a file. */
export const companyCertificationChangeSchema = z
  .object({
    new_state: z.enum(CERTIFICATION_STATES, { message: MESSAGE.SELECT_OPTION }).nullish(),
    revoke_reason: z.string().nullish(),
    attachment_id: z.number().int().positive().nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.new_state === 'revoked' && !isRevokeReason(value.revoke_reason))
      ctx.addIssue({ code: 'custom', path: ['revoke_reason'], message: MESSAGE.SELECT_OPTION });
  });

/**
 * The attachment rule: a certification that requires a certificate is only saved
 * for a company with a file. Answers the field error, or null when the save may go on.
 */
export function attachmentError(
  requiresCertificate: boolean,
  attachmentId: number | null | undefined,
): string | null {
  return requiresCertificate && !attachmentId ? MESSAGE.FILE_REQUIRED : null;
}
