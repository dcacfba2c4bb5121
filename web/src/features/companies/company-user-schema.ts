import { z } from 'zod';
import { userInputSchema } from '#domain/accounts/user-input';
import { MESSAGE } from '#domain/shared/messages';
import { passwordSchema } from '#domain/shared/validators/password';

/** The new-company-user form: the api's user fields plus main-user flag and password choice. */
export const companyUserFormSchema = userInputSchema
  .extend({
    admin: z.boolean(),
    passwordMode: z.enum(['none', 'generate', 'set']),
    password: z.string(),
  })
  .superRefine((value, context) => {
    if (value.passwordMode !== 'set') return;
    const checked = passwordSchema().safeParse(value.password);
    if (!checked.success) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: checked.error.issues[0]?.message ?? MESSAGE.PASSWORD_WEAK,
      });
    }
  });

export type CompanyUserFormInput = z.input<typeof companyUserFormSchema>;
export type CompanyUserFormValues = z.output<typeof companyUserFormSchema>;
