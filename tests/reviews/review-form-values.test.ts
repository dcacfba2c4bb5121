import { describe, expect, it } from 'vitest';
import { MESSAGE } from '#domain/shared/messages';
import type { ReviewLinkQuery } from '../../web/src/gql/graphql';
import {
  reviewFormDefaults,
  reviewFormSchema,
  reviewInput,
  scoresAfterSwitch,
  type ReviewFormValues,
} from '../../web/src/features/reviews/review-form-values';
import { fieldRefusals } from '../support/field-refusals';

const LINK: ReviewLinkQuery['reviewLink'] = {
  companyName: 'Zon BV',
  productName: 'Zonnepanelen',
  givenName: 'Anne',
  revision: false,
  recommend: true,
  fulfill: true,
  ratingAppointments: 8,
  ratingService: null,
  ratingPriceQuality: 9,
  pros: ['Snel', 'Netjes'],
  cons: [],
  comment: null,
  maxAttachments: 3,
  maxAttachmentsKb: 2048,
  attachments: [],
};

const values = (over: Partial<ReviewFormValues> = {}): ReviewFormValues => ({
  ...reviewFormDefaults(LINK),
  ...over,
});

describe("the consumer's review form", () => {
  it('starts from the review link, pros and cons one per line', () => {
    expect(reviewFormDefaults(LINK)).toEqual({
      recommend: true,
      fulfill: true,
      ratingAppointments: 8,
      ratingService: null,
      ratingPriceQuality: 9,
      pros: 'Snel\nNetjes',
      cons: '',
      comment: '',
    });
  });
  it('clears every score when the consumer does not recommend the company', () => {
    expect(scoresAfterSwitch(values({ recommend: false }))).toMatchObject({
      ratingAppointments: null,
      ratingService: null,
      ratingPriceQuality: null,
    });
  });
  it('keeps only the appointments score when the job was not done', () => {
    expect(scoresAfterSwitch(values({ fulfill: false }))).toMatchObject({
      ratingAppointments: 8,
      ratingService: null,
      ratingPriceQuality: null,
    });
  });
  it('starts cleared scores at 10 again when switched back on', () => {
    expect(
      scoresAfterSwitch(
        values({ ratingAppointments: null, ratingService: null, ratingPriceQuality: null }),
      ),
    ).toMatchObject({ ratingAppointments: 10, ratingService: 10, ratingPriceQuality: 10 });
  });
  it('allows ten pros of 200 characters at most, blank lines not counted', () => {
    const lines = (count: number, length = 5) =>
      Array.from({ length: count }, () => 'x'.repeat(length)).join('\n');
    expect(fieldRefusals(reviewFormSchema, values({ pros: `${lines(10)}\n\n  \n` }))).toBeNull();
    expect(fieldRefusals(reviewFormSchema, values({ pros: lines(11) }))).toEqual({
      pros: MESSAGE.TOO_MANY_LINES,
    });
    expect(fieldRefusals(reviewFormSchema, values({ cons: lines(1, 201) }))).toEqual({
      cons: MESSAGE.TEXT_TOO_LONG,
    });
    expect(fieldRefusals(reviewFormSchema, values({ comment: 'x'.repeat(2001) }))).toEqual({
      comment: MESSAGE.TEXT_TOO_LONG,
    });
  });
  it('refuses scores outside 1 to 10', () => {
    expect(fieldRefusals(reviewFormSchema, values({ ratingService: 0 }))).not.toBeNull();
    expect(fieldRefusals(reviewFormSchema, values({ ratingService: 11 }))).not.toBeNull();
    expect(fieldRefusals(reviewFormSchema, values({ ratingService: 1 }))).toBeNull();
  });
  it('sends pros and cons as trimmed lines and a blank comment as none', () => {
    expect(
      reviewInput(values({ pros: ' Snel \r\n\r\nNetjes', cons: '', comment: '   ' })),
    ).toMatchObject({ pros: ['Snel', 'Netjes'], cons: [], comment: null });
    expect(reviewInput(values({ comment: ' Top! ' })).comment).toBe('Top!');
  });
});
