/**
 * Where a user lands after login or after an access refusal: each role has its home.
 */

const CUSTOMER = 'ROLE_LEAD_CUSTOMER';
const CONSUMER = 'ROLE_LEAD_CONSUMER';

/**
 * The current role (the customer or consumer side a user works on) after
 * checking the value stored on the device: a stored role the user does not
 * hold falls back to the customer role, then the consumer role, else null.
 */
export function effectiveCurrentRole(
  roles: readonly string[],
  stored?: string | null,
): string | null {
  if (stored && roles.includes(stored)) return stored;
  if (roles.includes(CUSTOMER)) return CUSTOMER;
  if (roles.includes(CONSUMER)) return CONSUMER;
  return null;
}

/**
 * The home path for a set of roles, first match wins:
 * lead user or lead manager, comparison user, CMS user, partner, customer / consumer (the side of
 * the current role when both are held), claim partner, otherwise /login.
 * A partner-user (partner who also holds the customer role) is a partner first: the
 * partner dashboard is the partner's home; the customer dashboard also admits partners.
 */
export function homePath(roles: readonly string[], currentRole?: string | null): string {
  // A lead manager's home is the lead managers' home, also without the lead user role
  // (the route admits both; its work lists then stay hidden, the api gives them to staff).
  if (roles.includes('ROLE_LEAD_USER') || roles.includes('ROLE_LEAD_MANAGER'))
    return '/lead-generator/dashboard';
  if (roles.includes('ROLE_COMPARISON_USER')) return '/comparison/product-feed';
  if (roles.includes('ROLE_CMS_USER')) return '/page';
  if (roles.includes('ROLE_LEAD_PARTNER')) return '/partner/dashboard';
  const side = effectiveCurrentRole(roles, currentRole);
  if (side === CONSUMER) return '/consumer/dashboard';
  if (side === CUSTOMER || roles.includes(CUSTOMER)) return '/customer/dashboard';
  if (roles.includes(CONSUMER)) return '/consumer/dashboard';
  if (roles.includes('ROLE_LEAD_CLAIM_PARTNER')) return '/partner/dashboard';
  return '/login';
}
