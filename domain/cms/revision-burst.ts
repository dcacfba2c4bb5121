/**
 * Saves of one editor less than this apart form one burst (the editor saves
 * 500 ms after each change), and a burst leaves one revision, not one per pause
 * in typing. A minute without saving, or another editor, ends the burst.
 */
export const REVISION_BURST_MS = 60_000;

/**
 * Whether an autosave keeps the version it replaces as a revision: yes, unless
 * that version is an earlier step of the same editor's burst (then the new
 * save simply replaces it; the state before the burst is kept already).
 */
export function keepsReplacedVersion(
  replaced: { savedBy: number | null; savedAt: Date },
  userId: number,
  now: Date,
): boolean {
  if (replaced.savedBy !== userId) return true;
  const age = now.getTime() - replaced.savedAt.getTime();
  return age < 0 || age >= REVISION_BURST_MS;
}
