import { describe, expect, it } from 'vitest';
import { hasAccess } from '#domain/accounts/access';
import { ROLES, type Role } from '#domain/accounts/roles';
import { findRoute, ROUTES } from '#domain/routing/routes';

/**
 * Who may open a screen, written from the spec's words (document 1, section 6)
 * by path, independent of the table's own permission constants. Returns the
 * single roles that pass; undefined means "every logged-in user".
 */
function expectedRoles(path: string): readonly Role[] | undefined {
  const all = ROLES;
  const allBut = (...denied: Role[]) => all.filter((role) => !denied.includes(role));
  if (path === '/user/current') return undefined;
  if (path.startsWith('/user-roles') || path === '/lead-generator/campaigns')
    return ['ROLE_LEAD_MANAGER'];
  if (path.endsWith('/ad-generator')) return ['ROLE_LEAD_ADMIN'];
  if (path === '/marketing-overview') return ['ROLE_LEAD_USER', 'ROLE_LEAD_MANAGER'];
  if (path === '/partner-overview') return ['ROLE_CMS_USER'];
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

const PUBLIC_PATHS = [
  '/login',
  '/password-reset',
  '/password-reset/first',
  '/password-reset/:token',
  '/message/:message',
  '/consumer/review/:token',
  '/consumer/faq',
  '/bedrijven/aanmelden/bedankt/',
];

describe('ROUTES', () => {
  it('has unique paths', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('marks the login-style screens public and without permission', () => {
    const publicRoutes = ROUTES.filter((route) => route.layout === 'public');
    expect(publicRoutes.map((route) => route.path).sort()).toEqual([...PUBLIC_PATHS].sort());
    for (const route of publicRoutes) expect(route.permission).toBeUndefined();
  });

  it('holds every screen of the spec', () => {
    for (const path of [
      '/faq',
      '/user/:userId',
      '/domain/:domainId/menu/new/:parentId?',
      '/company/:companyId/certification/:certificationId/:userType?',
      '/lead-generator/ncnp/company/:companyId/product',
      '/claim-feedback-overview',
      '/invoice/extra/company/:companyId',
      '/customer/company/:companyId/notification-list/new',
      '/consumer/beoordelingen/schrijf-een-beoordeling',
      '/partner/style/:label',
      '/comparison/spec-website/:id/synonym-suggestions',
      '/comparison/product-feed/new/:companyId',
    ]) {
      expect(
        ROUTES.some((route) => route.path === path),
        path,
      ).toBe(true);
    }
    expect(ROUTES.length).toBeGreaterThanOrEqual(160);
  });

  it('gives every screen a title key', () => {
    for (const route of ROUTES) expect(route.titleKey).toMatch(/^title\.[a-zA-Z.]+$/);
  });

  describe.each(
    ROUTES.filter((route) => route.layout === 'app').map((route) => [route.path, route] as const),
  )('%s', (path, route) => {
    const expected = expectedRoles(path);
    it.each(ROLES.map((role) => [role]))('single role %s', (role) => {
      expect(hasAccess([role], route.permission)).toBe(
        expected === undefined || expected.includes(role),
      );
    });
    it('is refused without a user', () => {
      expect(hasAccess(null, route.permission)).toBe(false);
    });
  });

  it('refuses a claim partner on the customer company screens even with the customer role', () => {
    const route = findRoute('/customer/company');
    expect(hasAccess(['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_CLAIM_PARTNER'], route?.permission)).toBe(
      false,
    );
    expect(hasAccess(['ROLE_LEAD_CUSTOMER'], route?.permission)).toBe(true);
  });

  it('refuses a customer who is also a partner on the customer lead screens', () => {
    const route = findRoute('/customer/lead');
    expect(hasAccess(['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_PARTNER'], route?.permission)).toBe(false);
  });
});

describe('findRoute', () => {
  it.each([
    ['/login', '/login'],
    ['/password-reset/first', '/password-reset/first'],
    ['/password-reset/abc123?targetPath=/x', '/password-reset/:token'],
    ['/term/new', '/term/new'],
    ['/term/12', '/term/:id'],
    ['/company/5', '/company/:companyId'],
    ['/company/new', '/company/new'],
    ['/company/5/edit/', '/company/:companyId/edit'],
    ['/domain/3/menu/new', '/domain/:domainId/menu/new/:parentId?'],
    ['/domain/3/menu/new/9', '/domain/:domainId/menu/new/:parentId?'],
    ['/domain/3/menu/9', '/domain/:domainId/menu/:menuItemId'],
    ['/company/5/certification/new', '/company/:companyId/certification/new/:userType?'],
    [
      '/company/5/certification/7/consumer',
      '/company/:companyId/certification/:certificationId/:userType?',
    ],
    ['/company/5/product/8/new', '/company/:companyId/product/:productId/new'],
    ['/comparison/product-feed/new/4', '/comparison/product-feed/new/:companyId'],
    ['/comparison/product-feed/4', '/comparison/product-feed/:id'],
    ['/bedrijven/aanmelden/bedankt/', '/bedrijven/aanmelden/bedankt/'],
    ['/message/payment-received#top', '/message/:message'],
    ['/message/%E0%A4%A', '/message/:message'],
  ])('%s -> %s', (pathname, expected) => {
    expect(findRoute(pathname)?.path).toBe(expected);
  });

  it.each(['/nope', '/company/5/unknown', '/', '/domain/3/menu/new/9/extra'])(
    '%s is unknown',
    (pathname) => {
      expect(findRoute(pathname)).toBeUndefined();
    },
  );
});
