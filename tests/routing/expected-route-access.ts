import { ROLES, type Role } from '#domain/accounts/roles';

/**
 * Who may open a screen, written out by hand per path, independent of the route
 * table's own permission constants, so a wrong constant shows up. Returns the
 * single roles that pass; undefined means "every logged-in user".
 */
export function expectedRoles(path: string): readonly Role[] | undefined {
  const all = ROLES;
  const allBut = (...denied: Role[]) => all.filter((role) => !denied.includes(role));
  if (path === '/user/current') return undefined;
  if (path.startsWith('/user-roles') || path === '/lead-generator/campaigns')
    return ['ROLE_LEAD_MANAGER'];
  if (path.endsWith('/ad-generator')) return ['ROLE_LEAD_ADMIN'];
  if (path === '/marketing-overview') return ['ROLE_LEAD_USER', 'ROLE_LEAD_MANAGER'];
  // Our choice: a lead manager lands on the lead managers' home (domain/accounts/home-path.ts).
  if (path === '/lead-generator/dashboard') return ['ROLE_LEAD_USER', 'ROLE_LEAD_MANAGER'];
  // Our choice: the metrics screen for those the business's figures are for.
  if (path === '/lead-generator/metrics') return ['ROLE_LEAD_MANAGER', 'ROLE_LEAD_FINANCE'];
  // CMS users, and by our choice lead staff too (domain/dashboards/overview-rules.ts).
  if (path === '/partner-overview') return ['ROLE_CMS_USER', 'ROLE_LEAD_USER'];
  if (path === '/lead-generator/plaza') return ['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_USER'];
  if (path === '/customer/dashboard') return ['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_PARTNER'];
  if (path === '/customer/claim/new') {
    return ['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_CONSUMER', 'ROLE_LEAD_USER', 'ROLE_LEAD_CLAIMS'];
  }
  if (/^\/customer\/(lead|claim|prepaid|product|invoice|faq)/.test(path))
    return allBut('ROLE_LEAD_PARTNER');
  if (/^\/customer\/company/.test(path)) return ['ROLE_LEAD_PARTNER', 'ROLE_LEAD_CUSTOMER'];
  if (/^\/customer\/(reviews?|clicks)/.test(path)) return ['ROLE_LEAD_CUSTOMER'];
  if (path === '/customer/contact') return ['ROLE_LEAD_PARTNER'];
  if (path === '/consumer/conversations') return ['ROLE_LEAD_CONSUMER', 'ROLE_LEAD_CUSTOMER'];
  if (path.startsWith('/consumer/')) return ['ROLE_LEAD_CONSUMER'];
  if (path === '/partner/lead-add') return ['ROLE_LEAD_PARTNER', 'ROLE_LEAD_USER'];
  if (path === '/partner/dashboard' || path === '/partner/claim/:id') {
    return ['ROLE_LEAD_PARTNER', 'ROLE_LEAD_CLAIM_PARTNER'];
  }
  if (path.startsWith('/partner/')) return ['ROLE_LEAD_PARTNER'];
  if (
    path.startsWith('/comparison/') ||
    [
      '/feature',
      '/feature-mapping',
      '/meta',
      '/filter',
      '/commission_scales',
      '/images',
      '/clone',
    ].includes(path)
  ) {
    return ['ROLE_COMPARISON_USER'];
  }
  if (
    /^\/(domain|page|widget|menu|tag|product-menu|term|quality-mark|certification|clickouts|affiliate-company|affiliate-table|redirection|cms-product|image)(\/|$)/.test(
      path,
    ) ||
    /^\/company\/:companyId\/certification\//.test(path)
  ) {
    return ['ROLE_CMS_USER'];
  }
  // Lead generator, company, invoice, staff user screens, FAQ editor: internal staff.
  return ['ROLE_LEAD_USER'];
}

export const PUBLIC_PATHS = [
  '/login',
  '/password-reset',
  '/password-reset/first',
  '/password-reset/:token',
  '/message/:message',
  '/consumer/review/:token',
  '/consumer/faq',
  '/bedrijven/aanmelden/bedankt/',
];

/** Whether a user holding `roles` may open `path`, by the expectation above. */
export function expectedAccess(path: string, roles: readonly string[]): boolean {
  if (PUBLIC_PATHS.includes(path)) return true;
  const allowed = expectedRoles(path);
  return (
    allowed === undefined || roles.some((role) => (allowed as readonly string[]).includes(role))
  );
}
