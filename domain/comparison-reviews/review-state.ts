/**
 * The states of a comparison review (docs/comparison.md, "Comparison reviews"): new,
 * on hold, public, deleted. "deleted" is a state, not a removal: a deleted review leaves the public
 * sites and the default list, and an editor can find it back (state filter) and restore it.
 */
export const COMPARISON_REVIEW_STATES = ['new', 'on_hold', 'public', 'deleted'] as const;
export type ComparisonReviewState = (typeof COMPARISON_REVIEW_STATES)[number];

/**
 * Where a review may go from each state (besides staying where it is):
 * - new: nobody looked at it yet; it is put on hold, approved (public) or deleted;
 * - on_hold: held back for a question; approved or deleted (never new again);
 * - public: shown on the sites; taken back on hold or deleted;
 * - deleted: only restored, on hold, to be looked at again.
 */
const NEXT_STATES: Record<ComparisonReviewState, readonly ComparisonReviewState[]> = {
  new: ['on_hold', 'public', 'deleted'],
  on_hold: ['public', 'deleted'],
  public: ['on_hold', 'deleted'],
  deleted: ['on_hold'],
};

export function isComparisonReviewState(value: unknown): value is ComparisonReviewState {
  return (
    typeof value === 'string' && (COMPARISON_REVIEW_STATES as readonly string[]).includes(value)
  );
}

/** A save may keep the state or move it along one of the allowed steps. */
export function mayChangeState(from: ComparisonReviewState, to: ComparisonReviewState): boolean {
  return from === to || NEXT_STATES[from].includes(to);
}

/** The states an editor can choose for a review in this state (its own first). */
export function statesFrom(state: ComparisonReviewState): ComparisonReviewState[] {
  return [state, ...NEXT_STATES[state]];
}

/** Approving makes a review public: from new or on hold. */
export function mayApprove(state: ComparisonReviewState): boolean {
  return state === 'new' || state === 'on_hold';
}

/** Deleting (the state deleted) once; a deleted review is restored by saving it on hold. */
export function mayDelete(state: ComparisonReviewState): boolean {
  return state !== 'deleted';
}

/** Reviews waiting for an editor: the state new. */
export const AWAITING_REVIEW_STATE: ComparisonReviewState = 'new';
