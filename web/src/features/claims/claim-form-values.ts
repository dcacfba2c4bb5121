import { z } from 'zod';
import { CLAIM_REASONS } from '#domain/claims/claim-reasons';

/** The claim form: a reason, the default message or one's own, the proof and the two flags. */
export const claimFormSchema = z
  .object({
    description: z
      .enum(CLAIM_REASONS, { error: 'MESSAGE.SELECT_OPTION' })
      .nullable()
      .refine((value) => value !== null, 'MESSAGE.SELECT_OPTION'),
    isDefaultMessage: z.boolean(),
    message: z.string().trim().max(5000),
    proof: z.instanceof(File).nullable(),
    stopMatching: z.boolean(),
    enableEmailNotifications: z.boolean(),
  })
  .refine((values) => values.isDefaultMessage || values.message.length > 0, {
    path: ['message'],
    message: 'MESSAGE.FIELD_REQUIRED',
  });

export type ClaimFormInput = z.input<typeof claimFormSchema>;
export type ClaimFormValues = z.output<typeof claimFormSchema>;

export const emptyClaim = (): ClaimFormInput => ({
  description: null,
  isDefaultMessage: false,
  message: '',
  proof: null,
  stopMatching: false,
  enableEmailNotifications: true,
});
