/** Photos or a PDF of the job: at most this many files ... */
export const MAX_REVIEW_ATTACHMENTS = 5;
/** ... together at most this many kilobytes (the total size counts, in KB). */
export const MAX_REVIEW_ATTACHMENTS_KB = 8 * 1024;

/** True when files of these sizes (bytes) fit within the total. */
export function attachmentsFit(sizes: readonly number[]): boolean {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  return sizes.length <= MAX_REVIEW_ATTACHMENTS && total <= MAX_REVIEW_ATTACHMENTS_KB * 1024;
}
