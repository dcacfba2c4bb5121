import { snakeToCamel } from '#domain/shared/case-names';
import { z } from 'zod';
import { userInputSchema } from '#domain/accounts/user-input';
import { requiredEmailSchema } from '#domain/shared/validators/email';
import { userRolesSchema } from '#domain/accounts/user-input';

/** The profile form: the domain's user fields plus the newsletter opt-out. */
export const userProfileFormSchema = userInputSchema.extend({ optOut: z.boolean() });
export type UserProfileFormInput = z.input<typeof userProfileFormSchema>;
export type UserProfileFormValues = z.output<typeof userProfileFormSchema>;

/** The new-user-role form: an existing account's e-mail and at least one role. */
export const userRoleGrantSchema = z.object({
  email: requiredEmailSchema(),
  roles: userRolesSchema,
});
export type UserRoleGrantInput = z.input<typeof userRoleGrantSchema>;
export type UserRoleGrantValues = z.output<typeof userRoleGrantSchema>;

/** Server field errors come snake_case (given_name); the form's fields are camelCase. */
export const camelField = (name: string) => snakeToCamel(name);
