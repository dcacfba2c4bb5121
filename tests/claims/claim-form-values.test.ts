import { describe, expect, it } from 'vitest';
import { MESSAGE } from '#domain/shared/messages';
import { claimFormSchema, emptyClaim } from '../../web/src/features/claims/claim-form-values';
import { fieldRefusals } from '../support/field-refusals';

describe('the claim form', () => {
  it('starts without a reason, with e-mail updates on', () => {
    expect(emptyClaim()).toMatchObject({
      description: null,
      isDefaultMessage: false,
      stopMatching: false,
      enableEmailNotifications: true,
    });
  });
  it('needs a reason and, without the default message, an own message', () => {
    expect(fieldRefusals(claimFormSchema, emptyClaim())).toEqual({
      description: MESSAGE.SELECT_OPTION,
      message: MESSAGE.FIELD_REQUIRED,
    });
    expect(fieldRefusals(claimFormSchema, { ...emptyClaim(), description: 'no_contact' })).toEqual({
      message: MESSAGE.FIELD_REQUIRED,
    });
    expect(
      fieldRefusals(claimFormSchema, { ...emptyClaim(), description: 'no_contact', message: '  ' }),
    ).toEqual({ message: MESSAGE.FIELD_REQUIRED });
  });
  it('takes the default message of the reason without typing one', () => {
    expect(
      fieldRefusals(claimFormSchema, {
        ...emptyClaim(),
        description: 'wrong_phone',
        isDefaultMessage: true,
      }),
    ).toBeNull();
  });
  it('refuses unknown reasons and messages over 5000 characters', () => {
    expect(
      fieldRefusals(claimFormSchema, { ...emptyClaim(), description: 'too_expensive' }),
    ).toMatchObject({ description: MESSAGE.SELECT_OPTION });
    expect(
      fieldRefusals(claimFormSchema, {
        ...emptyClaim(),
        description: 'other',
        message: 'x'.repeat(5001),
      }),
    ).not.toBeNull();
  });
  it('takes a file as proof', () => {
    const proof = new File(['%PDF-1.4'], 'bewijs.pdf', { type: 'application/pdf' });
    expect(
      claimFormSchema.parse({ ...emptyClaim(), description: 'other', message: 'Nep', proof }).proof,
    ).toBe(proof);
    expect(
      fieldRefusals(claimFormSchema, {
        ...emptyClaim(),
        description: 'other',
        message: 'Nep',
        proof: 'bewijs.pdf',
      }),
    ).not.toBeNull();
  });
});
