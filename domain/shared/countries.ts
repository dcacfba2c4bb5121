/** The countries a company or address may be in; NL is the default. */
export const COUNTRIES = ['NL', 'BE', 'DE', 'HK', 'LU', 'US'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'NL';

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}
