import type { z } from 'zod';

/**
 * The field errors a form would show for input a schema refuses, as the api sends them
 * (api/src/shared/errors.ts): per dotted path the first message, or null when the
 * input is accepted.
 */
export function fieldRefusals(schema: z.ZodType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}
