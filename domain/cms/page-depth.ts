/**
 * How deep a page sits under its domain, from its url: '/' and '/zonnepanelen'
 * are 0, '/zonnepanelen/kosten' is 1. The page list indents with one dash per level.
 */
export function pageDepth(url: string): number {
  const segments = url.split('/').filter((part) => part !== '');
  return Math.max(0, segments.length - 1);
}

/** The page list's indentation: one dash per level, then a space (none at the top). */
export function depthDashes(depth: number): string {
  return depth > 0 ? `${'-'.repeat(depth)} ` : '';
}
