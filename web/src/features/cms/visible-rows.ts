/**
 * Which rows of a long list of equal-height rows to render: those in view and
 * `overscan` more on each side (`end` is exclusive).
 */
export function visibleRows(
  total: number,
  scrollTop: number,
  viewHeight: number,
  rowHeight: number,
  overscan: number,
): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const inView = Math.ceil(viewHeight / rowHeight) + 1;
  const start = Math.max(0, Math.min(total, first) - overscan);
  const end = Math.min(total, first + inView + overscan);
  return { start, end: Math.max(start, end) };
}
