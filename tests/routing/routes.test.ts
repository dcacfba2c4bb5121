import { describe, expect, it } from 'vitest';
import { hasAccess } from '#domain/accounts/access';
import { ROLES } from '#domain/accounts/roles';
import { expectedRoles, PUBLIC_PATHS } from './expected-route-access';
import { findRoute, ROUTES } from '#domain/routing/routes';

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

  it('holds every screen of the portal', () => {
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
