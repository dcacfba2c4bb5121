import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { requiredText } from '#domain/shared/validators/text';

// A host name: labels of letters, digits and hyphens, ending in a 2 to 15 letter suffix.
const HOST = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,15}$/;

/** Lower-cases and drops a scheme, path or trailing dot someone pasted with the host. */
export function normalizeHost(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');
}

/** A site the CMS keeps pages for: its host name and a name for the back office. */
export const domainInputSchema = z.object({
  name: requiredText(MESSAGE.ENTER_NAME, 100),
  host: z
    .string({ message: MESSAGE.FIELD_REQUIRED })
    .transform(normalizeHost)
    .refine((v) => v !== '', { message: MESSAGE.FIELD_REQUIRED })
    .refine((v) => v.length <= 253 && HOST.test(v), { message: MESSAGE.ENTER_VALID_URL }),
});

export type DomainInput = z.output<typeof domainInputSchema>;
