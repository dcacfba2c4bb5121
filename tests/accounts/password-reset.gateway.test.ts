import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLog } from '../../api/src/mail/email-log.table';
import { createGraphQLClient, startStack, type RunningStack } from '../support/gateway-harness';

let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack({ api: { config: { publicUrl: 'https://portal.example.nl' } } });
});
afterAll(async () => {
  await stack?.close();
});

const REQUEST = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const CHECK = 'query ($token: String!) { passwordResetToken(token: $token) { token email } }';
const CHANGE = `mutation ($token: String!, $password: String!, $repeat: String!) {
  changePassword(token: $token, password: $password, passwordRepeat: $repeat)
}`;
const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { email }
}`;

/** The reset link in the last mail to `address`, as the user would click it. */
async function tokenFromMail(address: string): Promise<string> {
  const [mail] = await stack.db
    .select()
    .from(emailLog)
    .where(eq(emailLog.toAddress, address))
    .orderBy(desc(emailLog.id))
    .limit(1);
  const match = /https:\/\/portal\.example\.nl\/password-reset\/([\w-]+)/.exec(mail?.body ?? '');
  expect(match).not.toBeNull();
  return match![1]!;
}

describe('password reset through the gateway', () => {
  it('a reset token sets a new password once', async () => {
    const client = createGraphQLClient(stack.gatewayUrl);
    const requested = await client.request(REQUEST, { email: 'claims@demo.nl' });
    expect(requested.data).toEqual({ requestPasswordReset: true });
    const token = await tokenFromMail('claims@demo.nl');

    const check = await client.request(CHECK, { token });
    expect(check.data.passwordResetToken).toEqual({ token, email: 'claims@demo.nl' });

    const changed = await client.request(CHANGE, {
      token,
      password: 'Nieuw2024',
      repeat: 'Nieuw2024',
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data).toEqual({ changePassword: true });

    const login = await client.request(LOGIN, { email: 'claims@demo.nl', password: 'Nieuw2024' });
    expect(login.data.login.email).toBe('claims@demo.nl');
    const old = await client.request(LOGIN, { email: 'claims@demo.nl', password: 'Welkom123' });
    expect(old.errors![0].extensions.messageKey).toBe('MESSAGE.BAD_CREDENTIALS');

    // Used up: checking or using the token again is refused with the api's message.
    const again = await client.request(CHANGE, {
      token,
      password: 'Anders2024',
      repeat: 'Anders2024',
    });
    expect(again.data).toBeNull();
    expect(again.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'MESSAGE.TOKEN_EXPIRED',
    });
    const recheck = await client.request(CHECK, { token });
    expect(recheck.errors![0].extensions.messageKey).toBe('MESSAGE.TOKEN_EXPIRED');
  });

  it('answers true for an unknown address too, without sending mail', async () => {
    const client = createGraphQLClient(stack.gatewayUrl);
    const answer = await client.request(REQUEST, { email: 'niemand@demo.nl' });
    expect(answer.data).toEqual({ requestPasswordReset: true });
    const mails = await stack.db
      .select()
      .from(emailLog)
      .where(eq(emailLog.toAddress, 'niemand@demo.nl'));
    expect(mails).toHaveLength(0);
  });

  it('reports an unknown token as NOT_FOUND', async () => {
    const answer = await createGraphQLClient(stack.gatewayUrl).request(CHECK, {
      token: 'does-not-exist',
    });
    expect(answer.errors![0].extensions.code).toBe('NOT_FOUND');
  });

  it('passes the password rule and its field errors on from the api', async () => {
    const client = createGraphQLClient(stack.gatewayUrl);
    await client.request(REQUEST, { email: 'admin@demo.nl' });
    const token = await tokenFromMail('admin@demo.nl');
    const weak = await client.request(CHANGE, { token, password: 'zwak', repeat: 'zwak' });
    expect(weak.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect(weak.errors![0].extensions.messageKey).toMatch(/^MESSAGE\./);
    // The token survives a refused attempt.
    const check = await client.request(CHECK, { token });
    expect(check.data.passwordResetToken.email).toBe('admin@demo.nl');
  });
});
