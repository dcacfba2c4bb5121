import { mergeAttributes, Node } from '@tiptap/react';

/**
 * A plain <div> block: one of the block formats the CMS allows (p, h1–h6,
 * pre, div), which tiptap's starter kit does not have.
 */
export const DivBlock = Node.create({
  name: 'divBlock',
  group: 'block',
  content: 'inline*',
  parseHTML: () => [{ tag: 'div' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes), 0],
});
