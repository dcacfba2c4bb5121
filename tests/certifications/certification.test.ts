import { describe, expect, it } from 'vitest';
import {
  attachmentError,
  companyCertificationChangeSchema,
  isRevokeReason,
  revokeReasonProduct,
} from '#domain/certifications/certification';

describe('certification rules', () => {
  it('knows the fixed revoke reasons and the {product}_company ones', () => {
    expect(isRevokeReason('do_it_myself')).toBe(true);
    expect(isRevokeReason('warmtepomp_company')).toBe(true);
    expect(isRevokeReason('_company')).toBe(false);
    expect(isRevokeReason('Warmtepomp_company')).toBe(false);
    expect(isRevokeReason(null)).toBe(false);
    expect(revokeReasonProduct('other_company')).toBeNull();
    expect(revokeReasonProduct('dakkapel_company')).toBe('dakkapel');
  });

  it('asks for a file only when the certification requires a certificate', () => {
    expect(attachmentError(true, null)).toBe('MESSAGE.FILE_REQUIRED');
    expect(attachmentError(true, 4)).toBeNull();
    expect(attachmentError(false, undefined)).toBeNull();
  });

  it('needs a reason when revoking, and only then', () => {
    expect(companyCertificationChangeSchema.safeParse({ new_state: 'revoked' }).success).toBe(
      false,
    );
    expect(
      companyCertificationChangeSchema.safeParse({
        new_state: 'revoked',
        revoke_reason: 'found_company',
      }).success,
    ).toBe(true);
    expect(companyCertificationChangeSchema.safeParse({ new_state: 'halted' }).success).toBe(true);
  });
});
