import { describe, expect, it } from 'vitest';
import { ROLES } from '#domain/accounts/roles';
import {
  COMPANY_EVENT_TYPES,
  COMPANY_STATES,
  FORBIDDEN_COMPANY_STATE_MOVES,
  isForbiddenMove,
  stateChangeRefusal,
  statesViewerMaySet,
  type CompanyState,
} from '#domain/companies/company-state';

const MANAGER = ['ROLE_LEAD_USER', 'ROLE_LEAD_MANAGER'];
const ACCOUNT_MANAGER = ['ROLE_LEAD_USER', 'ROLE_LEAD_ACCOUNT_MANAGER'];
const STAFF = ['ROLE_LEAD_USER'];

const company = (
  state: CompanyState,
  extra: Partial<{ hasValidContract: boolean; isComparison: boolean }> = {},
) => ({
  state,
  hasValidContract: true,
  isComparison: false,
  ...extra,
});

// Section 4, written out move by move.
const SPEC_FORBIDDEN: [CompanyState, CompanyState][] = [
  ['was_debtclaim', 'debtclaim'],
  ['new', 'active'],
  ['new', 'paused'],
  ['new', 'debtclaim'],
  ['archived', 'active'],
  ['archived', 'paused'],
  ['archived', 'debtclaim'],
  ['suspect', 'active'],
  ['suspect', 'paused'],
  ['suspect', 'debtclaim'],
  ['suspect', 'archived'],
  ['active', 'active'],
  ['active', 'debtclaim'],
  ['paused', 'debtclaim'],
  ['debtclaim', 'active'],
  ['debtclaim', 'paused'],
  ['debtclaim', 'archived'],
  ['suspended', 'active'],
  ['suspended', 'paused'],
  ['suspended', 'archived'],
];

describe('forbidden moves', () => {
  it.each(SPEC_FORBIDDEN)('%s -> %s is forbidden, even for a manager', (from, to) => {
    expect(isForbiddenMove(from, to)).toBe(true);
    expect(stateChangeRefusal(MANAGER, company(from), to)).not.toBeNull();
  });

  it('forbids exactly the listed moves', () => {
    const listed = new Set(SPEC_FORBIDDEN.map(([from, to]) => `${from}>${to}`));
    for (const from of COMPANY_STATES) {
      for (const to of COMPANY_STATES) {
        expect(isForbiddenMove(from, to), `${from} -> ${to}`).toBe(listed.has(`${from}>${to}`));
      }
    }
    expect(FORBIDDEN_COMPANY_STATE_MOVES).toHaveLength(SPEC_FORBIDDEN.length);
  });
});

describe('stateChangeRefusal', () => {
  it.each(['new', 'suspended', 'suspect', 'is_debtclaim', 'was_debtclaim'] as const)(
    'nobody sets %s by hand',
    (target) => {
      for (const roles of [MANAGER, ACCOUNT_MANAGER, STAFF]) {
        expect(stateChangeRefusal(roles, company('paused'), target)).toBe(
          'MESSAGE.STATE_IS_AUTOMATIC',
        );
      }
    },
  );

  it('refuses an unknown state', () => {
    expect(stateChangeRefusal(MANAGER, company('active'), 'gone' as CompanyState)).toBe(
      'MESSAGE.INVALID_STATE',
    );
  });

  describe('account manager', () => {
    it('may activate a paused company with a valid contract', () => {
      expect(stateChangeRefusal(ACCOUNT_MANAGER, company('paused'), 'active')).toBeNull();
    });
    it('may not activate a paused company without a valid contract', () => {
      expect(
        stateChangeRefusal(
          ACCOUNT_MANAGER,
          company('paused', { hasValidContract: false }),
          'active',
        ),
      ).toBe('MESSAGE.NO_VALID_CONTRACT');
    });
    it('may not activate an active company', () => {
      expect(stateChangeRefusal(ACCOUNT_MANAGER, company('active'), 'active')).not.toBeNull();
    });
    it('may activate a blacklisted comparison company', () => {
      expect(
        stateChangeRefusal(
          ACCOUNT_MANAGER,
          company('blacklisted', { isComparison: true }),
          'active',
        ),
      ).toBeNull();
    });
    it('follows the general rules for other targets', () => {
      expect(stateChangeRefusal(ACCOUNT_MANAGER, company('active'), 'paused')).toBeNull();
      expect(stateChangeRefusal(ACCOUNT_MANAGER, company('paused'), 'paused')).toBe(
        'MESSAGE.STATE_ALREADY_SET',
      );
    });
  });

  describe('manager', () => {
    it('may set any state that is not automatic nor a forbidden move', () => {
      expect(statesViewerMaySet(MANAGER, company('active'))).toEqual([
        'paused',
        'blacklisted',
        'archived',
      ]);
      expect(statesViewerMaySet(MANAGER, company('paused'))).toEqual([
        'active',
        'paused',
        'blacklisted',
        'archived',
      ]);
      expect(statesViewerMaySet(MANAGER, company('new'))).toEqual(['blacklisted', 'archived']);
    });
    it('may set non-comparison states on a comparison company', () => {
      expect(
        stateChangeRefusal(MANAGER, company('active', { isComparison: true }), 'blacklisted'),
      ).toBeNull();
    });
  });

  describe('other users', () => {
    it('may not set the state the company already has', () => {
      expect(stateChangeRefusal(STAFF, company('paused'), 'paused')).toBe(
        'MESSAGE.STATE_ALREADY_SET',
      );
      expect(stateChangeRefusal(STAFF, company('blacklisted'), 'blacklisted')).toBe(
        'MESSAGE.STATE_ALREADY_SET',
      );
    });
    it('may set another allowed state', () => {
      expect(statesViewerMaySet(STAFF, company('paused'))).toEqual([
        'active',
        'blacklisted',
        'archived',
      ]);
      expect(statesViewerMaySet(STAFF, company('blacklisted'))).toEqual([
        'active',
        'paused',
        'debtclaim',
        'archived',
      ]);
    });
    it('gives a comparison company only the comparison states, always including active', () => {
      const target = company('paused', { isComparison: true });
      expect(stateChangeRefusal(STAFF, target, 'blacklisted')).toBe(
        'MESSAGE.STATE_NOT_FOR_COMPARISON',
      );
      expect(stateChangeRefusal(STAFF, target, 'active')).toBeNull();
      expect(statesViewerMaySet(STAFF, target)).toEqual(['active', 'archived']);
    });
  });
});

describe('every role in the state changer', () => {
  const others = ROLES.filter(
    (role) => role !== 'ROLE_LEAD_MANAGER' && role !== 'ROLE_LEAD_ACCOUNT_MANAGER',
  );
  it.each(others.map((role) => [role]))('%s follows the rules for other users', (role) => {
    expect(statesViewerMaySet([role], company('paused'))).toEqual([
      'active',
      'blacklisted',
      'archived',
    ]);
    expect(statesViewerMaySet([role], company('paused', { hasValidContract: false }))).toEqual([
      'active',
      'blacklisted',
      'archived',
    ]);
    expect(statesViewerMaySet([role], company('active', { isComparison: true }))).toEqual([
      'paused',
      'archived',
    ]);
  });
  it('ROLE_LEAD_MANAGER may re-set paused, others may not', () => {
    expect(statesViewerMaySet(['ROLE_LEAD_MANAGER'], company('paused'))).toContain('paused');
  });
  it('ROLE_LEAD_ACCOUNT_MANAGER may not activate a paused company without a contract', () => {
    expect(
      statesViewerMaySet(
        ['ROLE_LEAD_ACCOUNT_MANAGER'],
        company('paused', { hasValidContract: false }),
      ),
    ).toEqual(['blacklisted', 'archived']);
  });
});

describe('COMPANY_EVENT_TYPES', () => {
  it('has one stable code per event label', () => {
    expect(COMPANY_EVENT_TYPES).toHaveLength(18);
    expect(new Set(COMPANY_EVENT_TYPES).size).toBe(COMPANY_EVENT_TYPES.length);
  });
});
