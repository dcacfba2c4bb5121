import { describe, expect, it } from 'vitest';
import { effectiveCurrentRole, homePath } from '#domain/accounts/home-path';

describe('homePath', () => {
  it.each([
    [['ROLE_LEAD_USER'], '/lead-generator/dashboard'],
    [['ROLE_LEAD_USER', 'ROLE_LEAD_MANAGER', 'ROLE_LEAD_CUSTOMER'], '/lead-generator/dashboard'],
    // A lead manager lands on the lead managers' home, with or without the lead user role.
    [['ROLE_LEAD_MANAGER'], '/lead-generator/dashboard'],
    [['ROLE_LEAD_MANAGER', 'ROLE_LEAD_CUSTOMER'], '/lead-generator/dashboard'],
    [['ROLE_COMPARISON_USER'], '/comparison/product-feed'],
    [['ROLE_CMS_USER'], '/page'],
    [['ROLE_LEAD_PARTNER'], '/partner/dashboard'],
    [['ROLE_LEAD_CUSTOMER'], '/customer/dashboard'],
    [['ROLE_LEAD_CONSUMER'], '/consumer/dashboard'],
    [['ROLE_LEAD_CLAIM_PARTNER'], '/partner/dashboard'],
    [['ROLE_LEAD_FINANCE'], '/login'],
    [[], '/login'],
  ])('%j goes to %s', (roles, path) => {
    expect(homePath(roles)).toBe(path);
  });

  it('sends a user holding customer and consumer to the side of the current role', () => {
    const both = ['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_CONSUMER'];
    expect(homePath(both, 'ROLE_LEAD_CONSUMER')).toBe('/consumer/dashboard');
    expect(homePath(both, 'ROLE_LEAD_CUSTOMER')).toBe('/customer/dashboard');
    expect(homePath(both)).toBe('/customer/dashboard');
  });

  it('ignores a stored current role the user does not hold', () => {
    expect(homePath(['ROLE_LEAD_CUSTOMER'], 'ROLE_LEAD_CONSUMER')).toBe('/customer/dashboard');
    expect(homePath(['ROLE_LEAD_CONSUMER'], 'ROLE_LEAD_CUSTOMER')).toBe('/consumer/dashboard');
    expect(
      homePath(['ROLE_LEAD_CONSUMER', 'ROLE_LEAD_CLAIM_PARTNER'], 'ROLE_LEAD_CLAIM_PARTNER'),
    ).toBe('/consumer/dashboard');
  });
});

describe('effectiveCurrentRole', () => {
  it.each([
    [['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_CONSUMER'], 'ROLE_LEAD_CONSUMER', 'ROLE_LEAD_CONSUMER'],
    [['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_CONSUMER'], null, 'ROLE_LEAD_CUSTOMER'],
    [['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_CONSUMER'], 'ROLE_LEAD_PARTNER', 'ROLE_LEAD_CUSTOMER'],
    [['ROLE_LEAD_CONSUMER'], 'ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_CONSUMER'],
    [['ROLE_LEAD_USER'], undefined, null],
  ] as const)('%j with stored %s is %s', (roles, stored, expected) => {
    expect(effectiveCurrentRole(roles, stored)).toBe(expected);
  });
});
