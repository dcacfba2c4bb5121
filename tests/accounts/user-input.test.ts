import { describe, expect, it } from 'vitest';
import {
  userInputSchema,
  userRolesSchema,
  userWithRolesInputSchema,
} from '#domain/accounts/user-input';

const user = { email: 'Jan@Example.nl', givenName: 'Jan', familyName: 'de Vries', gender: 'male' };

describe('user input', () => {
  it('accepts and normalises a user', () => {
    expect(userInputSchema.parse(user)).toEqual({ ...user, email: 'jan@example.nl' });
    expect(userInputSchema.parse({ ...user, gender: '' }).gender).toBeNull();
  });

  it.each([
    [{ ...user, email: '' }, 'email', 'MESSAGE.ENTER_VALID_EMAIL'],
    [{ ...user, email: 'jan@' }, 'email', 'MESSAGE.ENTER_VALID_EMAIL'],
    [{ ...user, givenName: ' ' }, 'givenName', 'MESSAGE.ENTER_FIRST_NAME'],
    [{ ...user, familyName: '' }, 'familyName', 'MESSAGE.ENTER_LAST_NAME'],
  ])('refuses %j on %s', (input, field, message) => {
    const result = userInputSchema.safeParse(input);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it('refuses an unknown gender', () => {
    expect(userInputSchema.safeParse({ ...user, gender: 'x' }).success).toBe(false);
  });

  it('needs at least one known role', () => {
    expect(userRolesSchema.parse(['ROLE_LEAD_USER', 'ROLE_LEAD_USER'])).toEqual(['ROLE_LEAD_USER']);
    expect(userRolesSchema.safeParse([]).error?.issues[0]?.message).toBe('MESSAGE.ROLE_REQUIRED');
    expect(userRolesSchema.safeParse(null).error?.issues[0]?.message).toBe('MESSAGE.ROLE_REQUIRED');
    expect(userRolesSchema.safeParse(['ROLE_KING']).error?.issues[0]?.message).toBe(
      'MESSAGE.SELECT_OPTION',
    );
  });

  it('checks an optional first password with the password rules', () => {
    expect(userWithRolesInputSchema.safeParse({ ...user, roles: ['ROLE_LEAD_USER'] }).success).toBe(
      true,
    );
    expect(
      userWithRolesInputSchema.safeParse({ ...user, roles: ['ROLE_LEAD_USER'], password: 'welkom' })
        .error?.issues[0]?.message,
    ).toBe('MESSAGE.PASSWORD_WEAK');
  });
});
