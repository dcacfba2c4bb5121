import sanitizeHtml from 'sanitize-html';
import type { ContentBlock } from '#domain/cms/content-block';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '#domain/cms/rich-text-content';

/**
 * What the editor (tiptap: `components/blocks/rich-text-editor.tsx`) makes, and nothing
 * else: its block formats, lists, quotes, code, the four marks, breaks and links.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: RICH_TEXT_ATTRIBUTES.a.map((name) =>
      name === 'target' ? { name, values: ['_blank', '_self'] } : name,
    ),
    ol: [...RICH_TEXT_ATTRIBUTES.ol],
  },
  // Links only with the editor's schemes; relative paths and anchors have none.
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A tag off the list goes, its text stays; these tags' text goes with them.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp'],
  transformTags: {
    // A link into a new tab gets no handle on this page (window.opener).
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank' && !/\bnoopener\b/.test(attribs.rel ?? '')
          ? { ...attribs, rel: `${attribs.rel ?? ''} noopener noreferrer`.trim() }
          : attribs,
    }),
  },
};

/** Rich text as a public site may show it: only the allow-list above survives. */
export function sanitizeRichText(html: string): string {
  // `<br>` as the editor writes it (sanitize-html writes `<br />`), so a save keeps it as it was.
  return html === '' ? '' : sanitizeHtml(html, OPTIONS).replace(/<br \/>/g, '<br>');
}

/**
 * A block with each of its rich-text fields sanitized (the fields made with
 * `richTextSchema` in `domain/cms/content-block.ts`); other blocks as they are.
 */
export function withSafeRichText(block: ContentBlock): ContentBlock {
  switch (block.type) {
    case 'TextBlock':
    case 'CtaBlock':
    case 'AttentionBlock':
    case 'EnergyLabelBlock':
      return { ...block, content: sanitizeRichText(block.content) };
    case 'ExampleBlock':
      return {
        ...block,
        examples: block.examples.map((example) => ({
          ...example,
          content: sanitizeRichText(example.content),
        })),
      };
    case 'FaqBlock':
      return {
        ...block,
        answered_questions: block.answered_questions.map((item) => ({
          ...item,
          answer: sanitizeRichText(item.answer),
        })),
      };
    default:
      return block;
  }
}
