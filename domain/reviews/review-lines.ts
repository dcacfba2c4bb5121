/** Pros and cons are lists of short lines. */
export const MAX_REVIEW_LINES = 10;
export const MAX_REVIEW_LINE_LENGTH = 200;

/** The lines of a textarea: trimmed, empty ones dropped. */
export function reviewLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
