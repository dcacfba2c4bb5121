/**
 * How the portal names a lead's consumer everywhere (lead, chat, chat info): the
 * first and last name given with the request. The consumer's account may carry
 * another name (a request filed for someone else, a name changed later); the
 * company only knows the one on the lead, so both sides of a chat use that.
 */
export function consumerName(lead: {
  givenName: string | null | undefined;
  familyName: string | null | undefined;
}): string {
  return [lead.givenName?.trim(), lead.familyName?.trim()].filter(Boolean).join(' ');
}
