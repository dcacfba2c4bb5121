import { DEMO_PASSWORD, DEMO_USERS } from '../../api/src/accounts/seed';

/** The demo accounts every test may log in with (password Welkom123). */
export const DEMO_ACCOUNTS = DEMO_USERS.map((u) => ({
  email: u.email,
  roles: [...u.roles].sort(),
}));
export { DEMO_PASSWORD };

export function demoAccount(email: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return account;
}
