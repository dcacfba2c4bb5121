import { describe, expect, it } from 'vitest';
import { afterLoginPath, reachableHome } from '../../web/src/lib/home-route';

const STAFF = ['ROLE_LEAD_USER'];
const CUSTOMER = ['ROLE_LEAD_CUSTOMER'];
const CONSUMER_AND_CUSTOMER = ['ROLE_LEAD_CONSUMER', 'ROLE_LEAD_CUSTOMER'];

describe('where a user lands after logging in', () => {
  it('goes to the home of their role', () => {
    expect(reachableHome(STAFF, null)).toBe('/lead-generator/dashboard');
    expect(reachableHome(CUSTOMER, null)).toBe('/customer/dashboard');
    expect(reachableHome(['ROLE_CMS_USER'], null)).toBe('/page');
  });
  it('takes the side a consumer who is also a customer chose last', () => {
    expect(reachableHome(CONSUMER_AND_CUSTOMER, 'ROLE_LEAD_CONSUMER')).toBe('/consumer/dashboard');
    expect(reachableHome(CONSUMER_AND_CUSTOMER, 'ROLE_LEAD_CUSTOMER')).toBe('/customer/dashboard');
  });
  it('stays on the login page without a role that has a home', () => {
    expect(reachableHome([], null)).toBeNull();
    expect(reachableHome(['ROLE_UNKNOWN'], null)).toBeNull();
  });
  it('reopens the screen a user was refused before, when they may open it', () => {
    expect(afterLoginPath(STAFF, null, '/company/12/edit')).toBe('/company/12/edit');
    expect(afterLoginPath(STAFF, null, '/invoice?page=2')).toBe('/invoice?page=2');
  });
  it('goes home instead when they may not open it, it is unknown or it is a public page', () => {
    expect(afterLoginPath(CUSTOMER, null, '/company/12/edit')).toBe('/customer/dashboard');
    expect(afterLoginPath(CUSTOMER, null, '/no/such/screen')).toBe('/customer/dashboard');
    expect(afterLoginPath(CUSTOMER, null, '/password-reset')).toBe('/customer/dashboard');
    expect(afterLoginPath(CUSTOMER, null, null)).toBe('/customer/dashboard');
    expect(afterLoginPath([], null, '/company/12/edit')).toBeNull();
  });
});
