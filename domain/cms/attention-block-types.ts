/** Attention block types by code with their display colour; the codes are stored. */
export const ATTENTION_BLOCK_TYPES = [
  { code: 0, name: 'tip', colour: 'green' },
  { code: 1, name: 'product', colour: 'orange' },
  { code: 2, name: 'saving', colour: 'orange' },
  { code: 3, name: 'warning', colour: 'red' },
  { code: 4, name: 'eco', colour: 'green' },
  { code: 5, name: 'thumbs_up', colour: 'green' },
  { code: 6, name: 'attention', colour: 'red' },
  { code: 7, name: 'repair', colour: 'blue' },
  { code: 8, name: 'cleaning', colour: 'blue' },
  { code: 9, name: 'euro', colour: 'orange' },
] as const;

export type AttentionBlockType = (typeof ATTENTION_BLOCK_TYPES)[number];

export function attentionBlockType(code: number): AttentionBlockType | undefined {
  return ATTENTION_BLOCK_TYPES.find((type) => type.code === code);
}
