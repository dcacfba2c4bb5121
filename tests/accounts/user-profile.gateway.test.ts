/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLog } from '../../api/src/mail/email-log.table';
import {
  ConfirmEmailChangeDocument,
  UpdateUserDocument,
  ViewerDocument,
} from '../../web/src/gql/graphql';
import {
  dataOf,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_USER } from '../support/demo';

let stack: RunningStack;

/** The viewer as the web app's shell reads it (typed by the generated document). */
async function viewerOf(client: GraphQLTestClient) {
  return dataOf(await client.request(ViewerDocument)).viewer;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('updateUser', () => {
  it('saves the own profile and answers the saved user with CHANGES_SAVED', async () => {
    const client = await loginGraphQL(stack, DEMO_USER.customer);
    const me = (await viewerOf(client))!;
    const answer = await client.request(UpdateUserDocument, {
      id: me.id,
      version: me.version,
      input: { givenName: 'Ruben', optOut: true },
    });
    const { updateUser } = dataOf(answer);
    expect(updateUser.messageKey).toBe('MESSAGE.CHANGES_SAVED');
    expect(updateUser.user).toMatchObject({
      givenName: 'Ruben',
      optOut: true,
      version: me.version + 1,
      roles: ['ROLE_LEAD_CUSTOMER'],
    });
    expect((await viewerOf(client))?.givenName).toBe('Ruben');
  });

  it('maps a stale save to CONFLICT with MESSAGE.DATA_OUTDATED', async () => {
    const client = await loginGraphQL(stack, DEMO_USER.customer);
    const me = (await viewerOf(client))!;
    const stale = await client.request(UpdateUserDocument, {
      id: me.id,
      version: me.version - 1,
      input: { givenName: 'Oud' },
    });
    expect(stale.errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'MESSAGE.DATA_OUTDATED',
    });
  });

  it('mails a link for a new own e-mail; confirming it asks for a new login and drops the session cookie', async () => {
    const client = await loginGraphQL(stack, DEMO_USER.consumer);
    const me = (await viewerOf(client))!;
    const answer = await client.request(UpdateUserDocument, {
      id: me.id,
      version: me.version,
      input: { email: 'nieuwe.consument@demo.nl' },
    });
    const { updateUser } = dataOf(answer);
    expect(updateUser.messageKey).toBe('MESSAGE.EMAIL_CONFIRMATION_SENT');
    expect(updateUser.user.email).toBe(DEMO_USER.consumer);
    const [mail] = await stack.db
      .select()
      .from(emailLog)
      .where(eq(emailLog.toAddress, 'nieuwe.consument@demo.nl'))
      .orderBy(desc(emailLog.id))
      .limit(1);
    const token = /confirmEmail=([\w-]+)/.exec(mail!.body)![1];
    const confirmed = await client.request(ConfirmEmailChangeDocument, { token: token! });
    expect(dataOf(confirmed).confirmEmailChange).toBe('MESSAGE.CHANGES_SAVED_LOGIN_AGAIN');
    expect(await viewerOf(client)).toBeNull();
    const again = await loginGraphQL(stack, 'nieuwe.consument@demo.nl');
    expect((await viewerOf(again))?.id).toBe(me.id);
  });

  it('passes photo uploads through and serves the photo back at photoUrl', async () => {
    const client = await loginGraphQL(stack, DEMO_USER.partner);
    const me = (await viewerOf(client))!;
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(PNG)]), 'me.png');
    const noCsrf = await fetch(`${stack.gatewayUrl}/upload/user/${me.id}/photo`, {
      method: 'POST',
      body,
      headers: { cookie },
    });
    expect(noCsrf.status).toBe(403);
    const uploaded = await fetch(`${stack.gatewayUrl}/upload/user/${me.id}/photo`, {
      method: 'POST',
      body,
      headers: { cookie, 'x-graphql-csrf': '1' },
    });
    expect(uploaded.status).toBe(200);
    expect(((await uploaded.json()) as any).message).toBe('MESSAGE.UPLOAD_SUCCESSFUL');
    const photoUrl = (await viewerOf(client))?.photoUrl;
    expect(photoUrl).toMatch(new RegExp(`^/files/user/${me.id}/photo`));
    const back = await fetch(`${stack.gatewayUrl}${photoUrl}`, { headers: { cookie } });
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('image/png');
  });
});

describe('employees and users', () => {
  it('answers employees with their role names (the api sends plain names there)', async () => {
    const client = await loginGraphQL(stack, DEMO_USER.manager);
    const answer = await client.request('{ employees { email roles } }');
    expect(answer.errors).toBeUndefined();
    const manager = answer.data.employees.find((e: any) => e.email === DEMO_USER.manager);
    expect(manager.roles.sort()).toEqual(['ROLE_LEAD_MANAGER', 'ROLE_LEAD_USER']);
  });

  it('lists users for the manager with search and totals, and refuses others', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    const answer = await manager.request(
      '{ users(search: "sales", page: 1, itemsPerPage: 10) { total items { email roles } } }',
    );
    expect(answer.data.users).toEqual({
      total: 1,
      items: [{ email: DEMO_USER.sales, roles: ['ROLE_LEAD_SALES', 'ROLE_LEAD_USER'] }],
    });
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const refused = await customer.request('{ users { total } }');
    expect(refused.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});
