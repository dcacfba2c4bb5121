/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../support/gateway-harness';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_COMPANY_USER, DEMO_USER } from '../support/demo';

let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack();
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const ADD = `mutation ($companyId: ID!, $input: CompanyUserInput!) {
  addCompanyUser(companyId: $companyId, input: $input) {
    id
    users { user { email } }
    invitations { id email }
  }
}`;

describe('invitations through GraphQL', () => {
  it('a main user invites an existing account, which sees and accepts the invitation', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const own = (await customer.request('{ viewer { companies { id } } }')).data.viewer.companies[0]
      .id;
    const answer = await customer.request(ADD, {
      companyId: own,
      input: { email: DEMO_COMPANY_USER.meijer },
    });
    expect(answer.errors).toBeUndefined();
    const company = answer.data.addCompanyUser;
    expect(company.users.map((u: any) => u.user.email)).not.toContain(DEMO_COMPANY_USER.meijer);
    expect(company.invitations.map((i: any) => i.email)).toEqual([DEMO_COMPANY_USER.meijer]);

    const staff = await customer.request(ADD, {
      companyId: own,
      input: { email: DEMO_USER.admin },
    });
    expect(staff.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: 'MESSAGE.USER_CANNOT_BE_INVITED' },
    });

    const invitee = await loginGraphQL(stack, DEMO_COMPANY_USER.meijer);
    const received = (
      await invitee.request('{ receivedInvitations { id companyId companyName admin } }')
    ).data.receivedInvitations;
    expect(received).toEqual([expect.objectContaining({ companyId: own, admin: false })]);
    const accepted = await invitee.request('mutation ($id: ID!) { acceptInvitation(id: $id) }', {
      id: received[0].id,
    });
    expect(accepted.data.acceptInvitation).toBe(true);
    const companies = (await invitee.request('{ viewer { companies { id } } }')).data.viewer
      .companies;
    expect(companies.map((c: any) => c.id)).toContain(own);
  });

  it('does not offer the customer company writes to a claim partner', async () => {
    const claimPartner = await loginGraphQL(stack, DEMO_USER.claimPartner);
    const own = (await claimPartner.request('{ viewer { companies { id } } }')).data.viewer
      .companies[0].id;
    const company = (
      await claimPartner.request('query ($id: ID!) { company(id: $id) { viewerCanEdit } }', {
        id: own,
      })
    ).data.company;
    expect(company.viewerCanEdit).toBe(false);
    const refused = await claimPartner.request(ADD, {
      companyId: own,
      input: { email: 'nieuw@example.nl', givenName: 'N', familyName: 'Nieuw' },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
