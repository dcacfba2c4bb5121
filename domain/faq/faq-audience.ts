import { hasAccess } from '../accounts/access';

/** The three FAQ lists, each at its own route: /customer/faq, /consumer/faq, /partner/faq. */
export const FAQ_AUDIENCES = ['customer', 'consumer', 'partner'] as const;
export type FaqAudience = (typeof FAQ_AUDIENCES)[number];

export function isFaqAudience(value: unknown): value is FaqAudience {
  return (FAQ_AUDIENCES as readonly unknown[]).includes(value);
}

const PARTNERS = ['ROLE_LEAD_PARTNER', 'ROLE_LEAD_CLAIM_PARTNER'];
const STAFF = ['ROLE_LEAD_USER'];

/**
 * Who reads a list, as the route table has its pages: consumers' questions are
 * public; customers' are for logged-in users who are not partners; partners' for
 * partners. Staff read all three (they edit them at /faq).
 */
export function mayReadFaq(audience: FaqAudience, roles: readonly string[] | null): boolean {
  if (audience === 'consumer') return true;
  if (!roles) return false;
  if (hasAccess(roles, STAFF)) return true;
  const partner = hasAccess(roles, PARTNERS);
  return audience === 'partner' ? partner : !partner;
}

/** Questions and answers up to these lengths; an answer keeps its line breaks. */
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 5000;
