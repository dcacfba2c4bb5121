import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../api/src/accounts/password-reset-token.table';
import { hashToken } from '../../api/src/accounts/session-token';
import { emailLog } from '../../api/src/mail/email-log.table';
import { createClient, startApi, type RunningApi } from '../support/api-harness';

let api: RunningApi;

beforeAll(async () => {
  api = await startApi({ config: { publicUrl: 'https://portal.example.nl' } });
});
afterAll(async () => {
  await api?.close();
});

async function mailsTo(address: string) {
  return api.db
    .select()
    .from(emailLog)
    .where(eq(emailLog.toAddress, address))
    .orderBy(desc(emailLog.id));
}

/** Requests a reset and reads the token from the link in the logged mail. */
async function requestToken(address: string): Promise<string> {
  const answer = await createClient(api.url).post('/password/reset_token', { email: address });
  expect(answer.status).toBe(200);
  const [mail] = await mailsTo(address);
  const match = /https:\/\/portal\.example\.nl\/password-reset\/([\w-]+)/.exec(mail?.body ?? '');
  expect(match).not.toBeNull();
  return match![1]!;
}

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const client = createClient(api.url);
    const known = await client.post('/password/reset_token', { email: 'finance@demo.nl' });
    const unknown = await client.post('/password/reset_token', { email: 'nobody@demo.nl' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: 'MESSAGE.EMAIL_SENT' });
    expect(unknown.body).toEqual(known.body);
    const mails = await mailsTo('finance@demo.nl');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe('password_reset');
    expect(mails[0]!.subject).toMatch(/wachtwoord/i);
    expect(await mailsTo('nobody@demo.nl')).toHaveLength(0);
  });

  it('sends no second mail within 15 minutes but answers the same', async () => {
    const again = await createClient(api.url).post('/password/reset_token', {
      email: 'FINANCE@demo.nl',
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'MESSAGE.EMAIL_SENT' });
    expect(await mailsTo('finance@demo.nl')).toHaveLength(1);
  });

  it('refuses a malformed e-mail with a field error', async () => {
    const answer = await createClient(api.url).post('/password/reset_token', {
      email: 'not-an-address',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.email).toBe('MESSAGE.ENTER_VALID_EMAIL');
  });

  it('sets a new password with the token exactly once', async () => {
    const token = await requestToken('customer@demo.nl');
    const client = createClient(api.url);

    const owner = await client.get(`/user/token/${token}`);
    expect(owner.status).toBe(200);
    expect(owner.body.email).toBe('customer@demo.nl');

    const weak = await client.post('/password/change', {
      token,
      password: 'zwakkewachtwoord',
      password_repeat: 'zwakkewachtwoord',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('MESSAGE.PASSWORD_WEAK');
    const short = await client.post('/password/change', {
      token,
      password: 'Ab1',
      password_repeat: 'Ab1',
    });
    expect(short.body.message).toBe('MESSAGE.PASSWORD_WEAK');
    const mismatch = await client.post('/password/change', {
      token,
      password: 'Nieuw2025',
      password_repeat: 'Nieuw2026',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('MESSAGE.PASSWORDS_DO_NOT_MATCH');

    const done = await client.post('/password/change', {
      token,
      password: 'Nieuw2025',
      password_repeat: 'Nieuw2025',
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'MESSAGE.CHANGES_SAVED' });

    const reuse = await client.post('/password/change', {
      token,
      password: 'Anders2025',
      password_repeat: 'Anders2025',
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('MESSAGE.TOKEN_EXPIRED');
    expect((await client.get(`/user/token/${token}`)).body.message).toBe('MESSAGE.TOKEN_EXPIRED');

    expect(
      (
        await createClient(api.url).post('/login_check/', {
          email: 'customer@demo.nl',
          password: 'Welkom123',
        })
      ).status,
    ).toBe(401);
    await createClient(api.url).login('customer@demo.nl', 'Nieuw2025');
  });

  it('ends the sessions of the user whose password was reset', async () => {
    const victim = createClient(api.url);
    await victim.login('partner@demo.nl');
    const token = await requestToken('partner@demo.nl');
    await createClient(api.url).post('/password/change', {
      token,
      password: 'Partner2025',
      password_repeat: 'Partner2025',
    });
    expect((await victim.get('/user/current')).status).toBe(401);
  });

  it('refuses an expired token and an unknown one', async () => {
    const token = await requestToken('claims@demo.nl');
    await api.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const client = createClient(api.url);
    const read = await client.get(`/user/token/${token}`);
    expect(read.status).toBe(400);
    expect(read.body.message).toBe('MESSAGE.TOKEN_EXPIRED');
    const change = await client.post('/password/change', {
      token,
      password: 'Nieuw2025',
      password_repeat: 'Nieuw2025',
    });
    expect(change.status).toBe(400);
    expect(change.body.message).toBe('MESSAGE.TOKEN_EXPIRED');
    await client.login('claims@demo.nl', 'Welkom123');

    const unknown = await client.get('/user/token/does-not-exist');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('MESSAGE.TOKEN_EXPIRED');
  });
});

describe('password change while logged in', () => {
  it('needs the current password and the password rule, and keeps this session', async () => {
    const client = createClient(api.url);
    await client.login('sales@demo.nl');
    const other = createClient(api.url);
    await other.login('sales@demo.nl');

    const wrong = await client.post('/password/change', {
      current_password: 'Fout1234',
      password: 'Verkoop2025',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('MESSAGE.WRONG_PASSWORD');
    const weak = await client.post('/password/change', {
      current_password: 'Welkom123',
      password: 'verkoop',
    });
    expect(weak.body.message).toBe('MESSAGE.PASSWORD_WEAK');

    const ok = await client.post('/password/change', {
      current_password: 'Welkom123',
      password: 'Verkoop2025',
      password_repeat: 'Verkoop2025',
    });
    expect(ok.status).toBe(200);
    expect((await client.get('/user/current')).status).toBe(200);
    expect((await other.get('/user/current')).status).toBe(401);
    await createClient(api.url).login('sales@demo.nl', 'Verkoop2025');
  });

  it('is refused without a session or token', async () => {
    const answer = await createClient(api.url).post('/password/change', {
      current_password: 'Welkom123',
      password: 'Nieuw2025',
    });
    expect(answer.status).toBe(401);
  });
});
