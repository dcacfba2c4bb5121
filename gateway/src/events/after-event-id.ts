/** A subscriber's `afterEventId` as the event hub's number, or null (only live events) when absent or not an id. */
export const afterId = (afterEventId: string | number | null | undefined): number | null => {
  const after = afterEventId === null || afterEventId === undefined ? NaN : Number(afterEventId);
  return Number.isSafeInteger(after) ? after : null;
};
