import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { looseText } from '#domain/shared/validators/text';

/** At most five "why us" lines on a company profile. */
export const WHY_US_MAX_LINES = 5;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** 'Schilder & Zn. Café' -> 'schilder-zn-cafe': lower case, accents dropped, words joined by dashes. */
export function normalizeSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function isValidSlug(text: string): boolean {
  return SLUG.test(text) && text.length <= 120;
}

/** Trimmed lines without the empty ones (the editor removes an emptied line). */
export function normalizeWhyUs(lines: readonly (string | null | undefined)[]): string[] {
  return lines.map((line) => (line ?? '').trim()).filter((line) => line !== '');
}

/** The lines the editor shows: the filled ones plus one empty line to add to, while below the maximum. */
export function whyUsEditorLines(lines: readonly (string | null | undefined)[]): string[] {
  const filled = normalizeWhyUs(lines);
  return filled.length < WHY_US_MAX_LINES ? [...filled, ''] : filled;
}

export const companyProfileInputSchema = z.object({
  slug: looseText()
    .transform(normalizeSlug)
    .refine(isValidSlug, { message: MESSAGE.ENTER_VALID_SLUG }),
  whyUs: z
    .array(z.string().nullish())
    .nullish()
    .transform((lines) => normalizeWhyUs(lines ?? []))
    .refine((lines) => lines.length <= WHY_US_MAX_LINES, { message: MESSAGE.TOO_MANY_LINES })
    .refine((lines) => lines.every((line) => line.length <= 255), {
      message: MESSAGE.TEXT_TOO_LONG,
    }),
});

export type CompanyProfileInput = z.output<typeof companyProfileInputSchema>;
