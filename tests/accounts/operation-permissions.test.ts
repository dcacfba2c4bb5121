import { describe, expect, it } from 'vitest';
import {
  customerRedirectForCompanyState,
  isExternalPartner,
  isInternalPartner,
  mayPerform,
  notificationListReturnPath,
  partnerResourceSource,
} from '#domain/accounts/operation-permissions';

describe('operation permissions', () => {
  it.each([
    [['ROLE_LEAD_MANAGER'], 'changePaymentTerms', true],
    [['ROLE_LEAD_ACCOUNT_MANAGER'], 'changePaymentTerms', false],
    [['ROLE_LEAD_ACCOUNT_MANAGER'], 'generatePassword', true],
    [['ROLE_LEAD_USER'], 'generatePassword', false],
    [['ROLE_LEAD_CLAIMS'], 'claimInternalActions', true],
    [['ROLE_LEAD_CUSTOMER'], 'claimInternalActions', false],
    [['ROLE_LEAD_SALES'], 'viewOtherCompanyPlaza', true],
    [['ROLE_LEAD_USER'], 'viewOtherCompanyPlaza', false],
    [['ROLE_COMPARISON_USER'], 'viewCompanyProductFeeds', true],
    [['ROLE_LEAD_USER'], 'changeCompanyState', true],
    [['ROLE_LEAD_CUSTOMER'], 'changeCompanyState', false],
    [['ROLE_LEAD_MANAGER'], 'manageUserRoles', true],
    [null, 'manageUserRoles', false],
  ] as const)('%j may %s: %s', (roles, operation, allowed) => {
    expect(mayPerform(roles, operation)).toBe(allowed);
  });

  it('tells internal from external partners', () => {
    expect(isInternalPartner(['ROLE_LEAD_PARTNER', 'ROLE_LEAD_SALES'])).toBe(true);
    expect(isInternalPartner(['ROLE_LEAD_PARTNER'])).toBe(false);
    expect(isInternalPartner(['ROLE_LEAD_USER'])).toBe(false);
    expect(isExternalPartner(['ROLE_LEAD_PARTNER'])).toBe(true);
    expect(isExternalPartner(['ROLE_LEAD_PARTNER', 'ROLE_LEAD_CLAIMS'])).toBe(false);
  });

  it('takes partner resources from the user for internal partners and users without companies', () => {
    expect(partnerResourceSource(['ROLE_LEAD_PARTNER', 'ROLE_LEAD_USER'], 2)).toBe('user');
    expect(partnerResourceSource(['ROLE_LEAD_PARTNER'], 0)).toBe('user');
    expect(partnerResourceSource(['ROLE_LEAD_PARTNER'], 1)).toBe('company');
  });

  it('returns from a notification list to the right screen', () => {
    expect(notificationListReturnPath(['ROLE_LEAD_USER'], 7)).toBe('/company/7');
    expect(notificationListReturnPath(['ROLE_LEAD_CUSTOMER'], 7)).toBe('/customer/company');
  });

  it('sends suspended and debt-claim companies to the invoices', () => {
    expect(customerRedirectForCompanyState('suspended')).toBe('/customer/invoice');
    expect(customerRedirectForCompanyState('debtclaim')).toBe('/customer/invoice');
    expect(customerRedirectForCompanyState('active')).toBeNull();
    expect(customerRedirectForCompanyState(null)).toBeNull();
  });
});
