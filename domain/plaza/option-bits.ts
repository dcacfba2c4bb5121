import { isChoiceQuestion, type ProductQuestion } from '#domain/products/product-question';

/** Bits a product can give its options: a bigint's 63 non-sign bits. */
export const MAX_OPTION_BITS = 63;

export interface OptionBit {
  questionKey: string;
  value: string;
  bit: number;
}

/**
 * Numbers the options of a product's choice questions: question order, then
 * option order, from bit 0. The database numbers them the same way
 * (plaza_option_mask in api/migrations/0006_plaza.sql), so a lead's answers
 * become one integer the plaza can filter and count on.
 */
export function optionBits(questions: readonly ProductQuestion[]): OptionBit[] {
  const bits: OptionBit[] = [];
  for (const question of questions) {
    if (!isChoiceQuestion(question)) continue;
    for (const option of question.options) {
      if (bits.length >= MAX_OPTION_BITS) return bits;
      bits.push({ questionKey: question.key, value: option.value, bit: bits.length });
    }
  }
  return bits;
}

/** The mask of the given options of one question (0 when none is known). */
export function maskOf(bits: readonly OptionBit[], questionKey: string, values: readonly string[]) {
  let mask = 0n;
  for (const entry of bits)
    if (entry.questionKey === questionKey && values.includes(entry.value))
      mask |= 1n << BigInt(entry.bit);
  return mask;
}

/** The options whose bits are set in a mask. */
export function optionsIn(bits: readonly OptionBit[], mask: bigint): OptionBit[] {
  return bits.filter((entry) => (mask >> BigInt(entry.bit)) & 1n);
}

/**
 * Where a range question's answer sits in an offer's range values: 1-based (as
 * SQL arrays count) among the product's range questions, in question order
 * (plaza_range_values in the migration), or 0 when the key is not one.
 */
export function rangePosition(questions: readonly ProductQuestion[], key: string): number {
  const ranges = questions.filter((question) => !isChoiceQuestion(question));
  return ranges.findIndex((question) => question.key === key) + 1;
}
