import DOMPurify from 'dompurify';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '#domain/cms/rich-text-content';

/** Links with the editor's schemes, or without one (relative paths, anchors). */
const ALLOWED_URI = new RegExp(
  `^(?:(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))`,
  'i',
);

const OPTIONS = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

// A link into a new tab gets no handle on the editor (window.opener).
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
    node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * Rich text as the preview may put it in the page: cleaned by DOMPurify to the same
 * allow-list the api sanitizes to, so HTML stored before (or typed around the editor)
 * runs no script in the editor's session.
 */
export function previewHtml(html: string): string {
  return DOMPurify.sanitize(html, OPTIONS);
}
