import { describe, expect, it } from 'vitest';
import {
  comparisonReviewEditSchema,
  comparisonReviewSubmissionSchema,
  reviewLines,
} from '#domain/comparison-reviews/review-input';
import {
  COMPARISON_REVIEW_STATES,
  isComparisonReviewState,
  mayApprove,
  mayChangeState,
  mayDelete,
  statesFrom,
} from '#domain/comparison-reviews/review-state';

describe('comparison review states', () => {
  it('allows the steps new → on hold / public / deleted, on hold → public / deleted, public → on hold / deleted, deleted → on hold', () => {
    const allowed = COMPARISON_REVIEW_STATES.flatMap((from) =>
      COMPARISON_REVIEW_STATES.filter((to) => from !== to && mayChangeState(from, to)).map(
        (to) => `${from}>${to}`,
      ),
    );
    expect(allowed).toEqual([
      'new>on_hold',
      'new>public',
      'new>deleted',
      'on_hold>public',
      'on_hold>deleted',
      'public>on_hold',
      'public>deleted',
      'deleted>on_hold',
    ]);
    expect(COMPARISON_REVIEW_STATES.every((state) => mayChangeState(state, state))).toBe(true);
    expect(statesFrom('deleted')).toEqual(['deleted', 'on_hold']);
    expect(COMPARISON_REVIEW_STATES.filter(mayApprove)).toEqual(['new', 'on_hold']);
    expect(COMPARISON_REVIEW_STATES.filter(mayDelete)).toEqual(['new', 'on_hold', 'public']);
    expect([isComparisonReviewState('public'), isComparisonReviewState('gone')]).toEqual([
      true,
      false,
    ]);
  });
});

describe('comparison review input', () => {
  it('keeps the lines that have text, from a list or one text', () => {
    expect(reviewLines(' Stil \n\n  \r\nZuinig')).toEqual(['Stil', 'Zuinig']);
    expect(reviewLines(['a', '', ' b\nc '])).toEqual(['a', 'b', 'c']);
  });

  it('checks a save: rating 1 to 10, title and text required, a known state', () => {
    const ok = comparisonReviewEditSchema.safeParse({
      title: ' T ',
      text: 'x',
      pros: 'a\n\nb',
      cons: null,
      rating: '7',
      state: 'public',
    });
    expect(ok.data).toEqual({
      title: 'T',
      text: 'x',
      pros: ['a', 'b'],
      cons: [],
      rating: 7,
      state: 'public',
    });
    const bad = comparisonReviewEditSchema.safeParse({
      title: '',
      text: 'x',
      rating: 0,
      state: 'gone',
      pros: 5,
    });
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toMatchObject({
      title: 'MESSAGE.FIELD_REQUIRED',
      rating: 'MESSAGE.VALUE_TOO_LOW',
      state: 'MESSAGE.SELECT_OPTION',
      pros: 'MESSAGE.INVALID_VALUE',
    });
  });

  it('asks a submission for a product by id or valid EAN', () => {
    const review = {
      author_name: 'A',
      email: 'a@example.nl',
      rating: 5,
      title: 'T',
      text: 'x',
    };
    expect(
      comparisonReviewSubmissionSchema.safeParse({ ...review, product_id: '4' }).data,
    ).toMatchObject({ product_id: 4, ean: '' });
    const none = comparisonReviewSubmissionSchema.safeParse(review);
    expect(none.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['product_id', 'MESSAGE.SELECT_OPTION'],
    ]);
    const bad = comparisonReviewSubmissionSchema.safeParse({
      ...review,
      product_id: -1,
      ean: '123',
    });
    expect(bad.error!.issues.map((i) => i.message).sort()).toEqual([
      'MESSAGE.ENTER_VALID_EAN',
      'MESSAGE.SELECT_OPTION',
    ]);
  });
});
