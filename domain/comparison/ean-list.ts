import { gtinValue } from './gtin';

export interface ParsedEanList {
  /** Valid EANs by numeric value, each once, in the order typed. */
  values: number[];
  /** What was typed that is not a valid EAN, as typed (trimmed). */
  invalid: string[];
}

/** Additional EANs are typed comma-separated; each is trimmed, blanks are skipped. */
export function parseEanList(text: string): ParsedEanList {
  const values: number[] = [];
  const invalid: string[] = [];
  for (const part of text.split(',')) {
    const typed = part.trim();
    if (typed === '') continue;
    const value = gtinValue(typed);
    if (value === null) invalid.push(typed);
    else if (!values.includes(value)) values.push(value);
  }
  return { values, invalid };
}
