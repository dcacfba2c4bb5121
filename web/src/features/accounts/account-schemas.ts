import { z } from 'zod';
import { requiredEmailSchema } from '#domain/shared/validators/email';
import { passwordPairSchema } from '#domain/shared/validators/password';

// Form schemas of the account screens; error messages are MESSAGE keys, translated on display.

export const passwordResetRequestSchema = z.object({ email: requiredEmailSchema() });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;
export type PasswordResetRequestValues = z.output<typeof passwordResetRequestSchema>;

export const passwordChangeSchema = passwordPairSchema();
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type PasswordChangeValues = z.output<typeof passwordChangeSchema>;
