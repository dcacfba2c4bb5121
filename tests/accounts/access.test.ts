import { describe, expect, it } from 'vitest';
import { hasAccess } from '#domain/accounts/access';

describe('hasAccess', () => {
  it.each([
    ['no user', null, ['ROLE_LEAD_USER'], false],
    ['no user, no list', undefined, undefined, false],
    ['logged in, no list', [], undefined, true],
    ['logged in, empty list', ['ROLE_LEAD_CUSTOMER'], [], true],
    ['holds the listed role', ['ROLE_LEAD_USER'], ['ROLE_LEAD_USER'], true],
    [
      'holds one of the listed roles',
      ['ROLE_LEAD_CUSTOMER'],
      ['ROLE_LEAD_USER', 'ROLE_LEAD_CUSTOMER'],
      true,
    ],
    [
      'holds none of the listed roles',
      ['ROLE_LEAD_CONSUMER'],
      ['ROLE_LEAD_USER', 'ROLE_LEAD_CUSTOMER'],
      false,
    ],
    ['only negations, none held', ['ROLE_LEAD_CUSTOMER'], ['!ROLE_LEAD_PARTNER'], true],
    ['only negations, no roles at all', [], ['!ROLE_LEAD_PARTNER'], true],
    [
      'only negations, one held',
      ['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_PARTNER'],
      ['!ROLE_LEAD_PARTNER'],
      false,
    ],
    [
      'mixed list, positive held, denial held: deny wins',
      ['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_CLAIM_PARTNER'],
      ['ROLE_LEAD_PARTNER', 'ROLE_LEAD_CUSTOMER', '!ROLE_LEAD_CLAIM_PARTNER'],
      false,
    ],
    [
      'mixed list, positive held, no denial held',
      ['ROLE_LEAD_PARTNER'],
      ['ROLE_LEAD_PARTNER', 'ROLE_LEAD_CUSTOMER', '!ROLE_LEAD_CLAIM_PARTNER'],
      true,
    ],
    [
      'mixed list, no positive held, no denial held',
      ['ROLE_LEAD_CONSUMER'],
      ['ROLE_LEAD_PARTNER', 'ROLE_LEAD_CUSTOMER', '!ROLE_LEAD_CLAIM_PARTNER'],
      false,
    ],
  ] as const)('%s', (_name, roles, permission, expected) => {
    expect(hasAccess(roles, permission)).toBe(expected);
  });
});
