import { describe, expect, it } from 'vitest';
import {
  customerRedirectForCompanyState,
  isExternalPartner,
  isInternalPartner,
  mayPerform,
  notificationListReturnPath,
  partnerResourceSource,
} from '#domain/accounts/operation-permissions';
import { isStaffAccount } from '#domain/accounts/staff-account';

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
    [['ROLE_LEAD_CUSTOMER'], 'manageOwnCompany', true],
    [['ROLE_LEAD_PARTNER'], 'manageOwnCompany', true],
    [['ROLE_LEAD_CLAIM_PARTNER'], 'manageOwnCompany', false],
    [['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_CLAIM_PARTNER'], 'manageOwnCompany', false],
    [['ROLE_LEAD_CUSTOMER'], 'useOwnPrepaid', true],
    [['ROLE_LEAD_PARTNER'], 'useOwnPrepaid', false],
    [['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_PARTNER'], 'useOwnPrepaid', false],
    [['ROLE_LEAD_MANAGER'], 'changeOtherUsersEmail', true],
    [['ROLE_LEAD_ACCOUNT_MANAGER', 'ROLE_LEAD_USER'], 'changeOtherUsersEmail', false],
  ] as const)('%j may %s: %s', (roles, operation, allowed) => {
    expect(mayPerform(roles, operation)).toBe(allowed);
  });

  it('counts every account with a role beyond customer, consumer and partner as staff', () => {
    expect(isStaffAccount(['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_CONSUMER'])).toBe(false);
    expect(isStaffAccount(['ROLE_LEAD_PARTNER', 'ROLE_LEAD_CLAIM_PARTNER'])).toBe(false);
    expect(isStaffAccount(['ROLE_LEAD_ADMIN', 'ROLE_LEAD_USER'])).toBe(true);
    expect(isStaffAccount(['ROLE_LEAD_CUSTOMER', 'ROLE_CMS_USER'])).toBe(true);
    expect(isStaffAccount(['ROLE_COMPARISON_USER'])).toBe(true);
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
