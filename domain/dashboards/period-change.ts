/**
 * How a figure moved against the compared period, in whole percent: null when the
 * compared period had nothing (no percentage of zero), 0 when both are zero.
 */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}

/** 'up', 'down' or 'flat', for the colour and arrow of a tile. */
export function changeDirection(current: number, previous: number): 'up' | 'down' | 'flat' {
  if (current > previous) return 'up';
  if (current < previous) return 'down';
  return 'flat';
}
