import { describe, expect, it } from 'vitest';
import {
  isPublished,
  publicationTime,
  replyDeadline,
  replyRefusal,
} from '#domain/reviews/reply-window';
import { attachmentsFit } from '#domain/reviews/review-attachments';
import { reviewLines } from '#domain/reviews/review-lines';
import { averageScore, ratingsFor, ratingsOnRevision } from '#domain/reviews/review-ratings';
import { mayApprove, mayAskRevision, mayDelete } from '#domain/reviews/review-status';
import { reviewTokenState } from '#domain/reviews/review-token';

const DAY = 86_400_000;
const created = new Date('2026-03-01T10:00:00Z');
const at = (days: number) => new Date(created.getTime() + days * DAY);

describe('rating rules of the review form', () => {
  it('gives every open score 10', () => {
    expect(ratingsFor({ recommend: true, fulfill: true })).toEqual({
      recommend: true,
      fulfill: true,
      ratingAppointments: 10,
      ratingService: 10,
      ratingPriceQuality: 10,
      rating: 10,
    });
  });

  it('clears service and price-quality when the job was not fulfilled', () => {
    const ratings = ratingsFor({
      recommend: true,
      fulfill: false,
      ratingAppointments: 6,
      ratingService: 2,
    });
    expect(ratings).toMatchObject({
      ratingAppointments: 6,
      ratingService: null,
      ratingPriceQuality: null,
      rating: 6,
    });
  });

  it('clears all three scores when the consumer does not recommend', () => {
    const ratings = ratingsFor({ recommend: false, fulfill: true, ratingAppointments: 8 });
    expect(ratings).toMatchObject({
      ratingAppointments: null,
      ratingService: null,
      ratingPriceQuality: null,
      rating: null,
    });
  });

  it('averages with one decimal and keeps the scores of an existing review', () => {
    expect(averageScore([7, 8, 8])).toBe(7.7);
    expect(averageScore([null, undefined])).toBeNull();
    const existing = ratingsFor({ recommend: true, fulfill: true, ratingService: 3 });
    expect(ratingsOnRevision(existing)).toEqual(existing);
  });

  it('reads pros and cons as lines', () => {
    expect(reviewLines(' Snel \r\n\nNetjes\n')).toEqual(['Snel', 'Netjes']);
  });

  it('keeps attachments within five files and the total size', () => {
    expect(attachmentsFit([1024, 2048])).toBe(true);
    expect(attachmentsFit([1, 1, 1, 1, 1, 1])).toBe(false);
    expect(attachmentsFit([8 * 1024 * 1024 + 1])).toBe(false);
  });
});

describe('reply window and publication', () => {
  const fresh = { createdAt: created, status: 'new', hasReply: false };

  it('allows one reply until five days after the review', () => {
    expect(replyDeadline(created)).toEqual(at(5));
    expect(replyRefusal(fresh, at(4.9))).toBeNull();
    expect(replyRefusal(fresh, at(5))).toBe('window_closed');
    expect(replyRefusal({ ...fresh, hasReply: true }, at(1))).toBe('already_replied');
    expect(replyRefusal({ ...fresh, status: 'deleted' }, at(1))).toBe('window_closed');
  });

  it('publishes an approved review at once after a reply, else when the window closes', () => {
    expect(publicationTime({ ...fresh, hasReply: true }, at(1))).toEqual(at(1));
    expect(publicationTime(fresh, at(1))).toEqual(at(5));
    expect(publicationTime(fresh, at(7))).toEqual(at(7));
    expect(isPublished({ status: 'public', publishedAt: at(5) }, at(4))).toBe(false);
    expect(isPublished({ status: 'public', publishedAt: at(5) }, at(5))).toBe(true);
    expect(isPublished({ status: 'deleted', publishedAt: at(1) }, at(5))).toBe(false);
  });

  it('moves labels only where moderation allows', () => {
    expect(mayApprove('on_hold')).toBe(true);
    expect(mayApprove('deleted')).toBe(false);
    expect(mayAskRevision('on_hold')).toBe(false);
    expect(mayDelete('public')).toBe(true);
    expect(mayDelete('deleted')).toBe(false);
  });
});

describe('review link', () => {
  it('is open until used or past its expiry', () => {
    const request = { expiresAt: at(30), usedAt: null };
    expect(reviewTokenState(request, at(29))).toBe('open');
    expect(reviewTokenState(request, at(30))).toBe('expired');
    expect(reviewTokenState({ ...request, usedAt: at(1) }, at(2))).toBe('used');
  });
});
