import { z } from 'zod';
import { isRole } from '#domain/accounts/roles';
import { MESSAGE } from '#domain/shared/messages';
import { requiredEmailSchema } from '#domain/shared/validators/email';
import { passwordSchema } from '#domain/shared/validators/password';
import { requiredText } from '#domain/shared/validators/text';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

const genderField = () =>
  z
    .union([z.enum(GENDERS), z.literal('')], { error: MESSAGE.SELECT_OPTION })
    .nullish()
    .transform((value): Gender | null => value || null);

/** The personal fields of a user (profile, company user, user-role screen). */
export const userInputSchema = z.object({
  email: requiredEmailSchema(),
  givenName: requiredText(MESSAGE.ENTER_FIRST_NAME, 100),
  familyName: requiredText(MESSAGE.ENTER_LAST_NAME, 100),
  gender: genderField(),
});

/** A role list for the user-role screen: at least one known role. */
export const userRolesSchema = z
  .array(z.string())
  .nullish()
  .transform((roles) => [...new Set(roles ?? [])])
  .refine((roles) => roles.length > 0, { message: MESSAGE.ROLE_REQUIRED })
  .refine((roles) => roles.every(isRole), { message: MESSAGE.SELECT_OPTION });

/** The user-role screen: personal fields plus roles; a new user may get a first password. */
export const userWithRolesInputSchema = userInputSchema.extend({
  roles: userRolesSchema,
  password: passwordSchema().optional(),
});

export type UserInput = z.output<typeof userInputSchema>;
export type UserWithRolesInput = z.output<typeof userWithRolesInputSchema>;
