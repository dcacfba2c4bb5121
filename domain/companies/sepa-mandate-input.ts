import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { bicSchema } from '#domain/shared/validators/bic';
import { ibanSchema, isDutchIban } from '#domain/shared/validators/iban';
import { emptyToNull, looseText, optionalText, requiredText } from '#domain/shared/validators/text';

/**
 * The SEPA direct debit mandate form. The IBAN is required and stored in groups
 * of four; a Dutch bank needs no BIC, so the BIC is dropped for a Dutch IBAN.
 * The chamber of commerce number has no country here: only its digits are kept.
 */
export const sepaMandateInputSchema = z
  .object({
    iban: ibanSchema().refine((value) => value !== null, { message: MESSAGE.ENTER_VALID_IBAN }),
    bic: bicSchema(),
    signedBy: requiredText(MESSAGE.ENTER_NAME),
    companyName: requiredText(MESSAGE.ENTER_COMPANY_NAME),
    address: optionalText(),
    city: optionalText(),
    chamberOfCommerceNumber: looseText().transform((value) =>
      emptyToNull(value.replace(/\D/g, '')),
    ),
  })
  .transform((mandate) => normalizeSepaMandateInput(mandate));

export type SepaMandateInput = {
  iban: string | null;
  bic: string | null;
  signedBy: string;
  companyName: string;
  address: string | null;
  city: string | null;
  chamberOfCommerceNumber: string | null;
};

export function normalizeSepaMandateInput<T extends SepaMandateInput>(mandate: T): T {
  return isDutchIban(mandate.iban) ? { ...mandate, bic: null } : mandate;
}
