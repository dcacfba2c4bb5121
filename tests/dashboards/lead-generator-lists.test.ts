import { describe, expect, it } from 'vitest';
import { hasAccess } from '#domain/accounts/access';
import {
  BROKEN_LINKS,
  CERTIFICATION_REVIEWS,
  PLAZA_PURCHASES,
  REVIEW_APPROVALS,
  certificationReviewsOwnOnly,
} from '#domain/dashboards/lead-generator-home-rules';
import { findRoute } from '#domain/routing/routes';

describe('who reads the new lists of the lead managers home', () => {
  const roles = {
    manager: ['ROLE_LEAD_MANAGER', 'ROLE_LEAD_USER'],
    managerOnly: ['ROLE_LEAD_MANAGER'],
    accountManager: ['ROLE_LEAD_ACCOUNT_MANAGER', 'ROLE_LEAD_USER'],
    accountManagerOnly: ['ROLE_LEAD_ACCOUNT_MANAGER'],
    sales: ['ROLE_LEAD_SALES', 'ROLE_LEAD_USER'],
    cms: ['ROLE_CMS_USER'],
    customer: ['ROLE_LEAD_CUSTOMER'],
    partner: ['ROLE_LEAD_PARTNER'],
  };
  const who = (permission: readonly string[]) =>
    Object.entries(roles)
      .filter(([, held]) => hasAccess(held, permission))
      .map(([name]) => name);

  it('gives each list to its roles', () => {
    expect(who(REVIEW_APPROVALS)).toEqual(['manager', 'accountManager', 'sales']);
    expect(who(CERTIFICATION_REVIEWS)).toEqual([
      'manager',
      'managerOnly',
      'accountManager',
      'accountManagerOnly',
      'sales',
    ]);
    expect(who(PLAZA_PURCHASES)).toEqual(['manager', 'accountManager', 'sales']);
    expect(who(BROKEN_LINKS)).toEqual(['manager', 'managerOnly', 'cms']);
  });

  it('narrows the certification reviews to own companies for an account manager only', () => {
    expect(certificationReviewsOwnOnly(roles.accountManager)).toBe(true);
    expect(certificationReviewsOwnOnly(roles.accountManagerOnly)).toBe(true);
    expect(certificationReviewsOwnOnly([...roles.accountManager, 'ROLE_LEAD_MANAGER'])).toBe(false);
    expect(certificationReviewsOwnOnly(roles.manager)).toBe(false);
    expect(certificationReviewsOwnOnly(roles.sales)).toBe(false);
  });

  it('links only to screens the route table has', () => {
    for (const path of [
      '/lead-generator/review/1',
      '/lead-generator/lead/1',
      '/company/1/certification/2',
      '/domain/1/menu/2',
      '/domain/1/product-menu/2',
      '/domain/1/redirection/2',
      '/widget',
    ])
      expect(findRoute(path), path).toBeTruthy();
  });
});
