import { describe, expect, it } from 'vitest';
import { isFaqAudience, mayReadFaq } from '#domain/faq/faq-audience';

const CUSTOMER = ['ROLE_LEAD_CUSTOMER'];
const PARTNER = ['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_PARTNER'];
const CLAIM_PARTNER = ['ROLE_LEAD_CLAIM_PARTNER'];
const STAFF = ['ROLE_LEAD_USER'];

describe('the three FAQ lists', () => {
  it('are for customers, consumers and partners', () => {
    expect(['customer', 'consumer', 'partner'].every(isFaqAudience)).toBe(true);
    expect(isFaqAudience('staff')).toBe(false);
    expect(isFaqAudience(undefined)).toBe(false);
  });
});

describe('who reads which FAQ list', () => {
  it('shows the consumers’ questions to anyone, logged in or not', () => {
    expect(mayReadFaq('consumer', null)).toBe(true);
    expect(mayReadFaq('consumer', PARTNER)).toBe(true);
  });
  it('shows nothing else to visitors who are not logged in', () => {
    expect(mayReadFaq('customer', null)).toBe(false);
    expect(mayReadFaq('partner', null)).toBe(false);
  });
  it('shows customers their list but not the partners’', () => {
    expect(mayReadFaq('customer', CUSTOMER)).toBe(true);
    expect(mayReadFaq('partner', CUSTOMER)).toBe(false);
    expect(mayReadFaq('customer', [])).toBe(true);
  });
  it('shows partners and claim partners their list instead of the customers’', () => {
    for (const roles of [PARTNER, CLAIM_PARTNER]) {
      expect(mayReadFaq('partner', roles)).toBe(true);
      expect(mayReadFaq('customer', roles)).toBe(false);
    }
  });
  it('shows staff all three lists', () => {
    expect(mayReadFaq('customer', STAFF)).toBe(true);
    expect(mayReadFaq('partner', STAFF)).toBe(true);
    expect(mayReadFaq('partner', [...STAFF, 'ROLE_LEAD_PARTNER'])).toBe(true);
  });
});
