import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { requiredEmailSchema } from '#domain/shared/validators/email';
import { passwordPairSchema } from '#domain/shared/validators/password';

// Form schemas of the account screens; error messages are MESSAGE keys, translated on display.

export const loginSchema = z.object({
  email: requiredEmailSchema(),
  password: z.string().min(1, { message: MESSAGE.ENTER_PASSWORD }),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

export const passwordResetRequestSchema = z.object({ email: requiredEmailSchema() });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;
export type PasswordResetRequestValues = z.output<typeof passwordResetRequestSchema>;

export const passwordChangeSchema = passwordPairSchema();
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type PasswordChangeValues = z.output<typeof passwordChangeSchema>;
