import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AcceptInvitationDocument,
  AddCompanyUserActionDocument,
  ReceivedInvitationsDocument,
  ViewerDocument,
} from '../../web/src/gql/graphql';
import {
  dataOf,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_COMPANY_USER, DEMO_USER } from '../support/demo';

let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack();
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

// The company screen's own documents (web/src/gql), so the answers are typed.
async function ownCompanyIds(client: GraphQLTestClient): Promise<string[]> {
  const { viewer } = dataOf(await client.request(ViewerDocument));
  return viewer?.companies.map((c) => c.id) ?? [];
}

describe('invitations through GraphQL', () => {
  it('a main user invites an existing account, which sees and accepts the invitation', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const [own] = await ownCompanyIds(customer);
    const answer = await customer.request(AddCompanyUserActionDocument, {
      companyId: own!,
      input: { email: DEMO_COMPANY_USER.meijer },
    });
    const company = dataOf(answer).addCompanyUser;
    expect(company.users.map((u) => u.user.email)).not.toContain(DEMO_COMPANY_USER.meijer);
    expect(company.invitations.map((i) => i.email)).toEqual([DEMO_COMPANY_USER.meijer]);

    const staff = await customer.request(AddCompanyUserActionDocument, {
      companyId: own!,
      input: { email: DEMO_USER.admin },
    });
    expect(staff.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: 'MESSAGE.USER_CANNOT_BE_INVITED' },
    });

    const invitee = await loginGraphQL(stack, DEMO_COMPANY_USER.meijer);
    const received = dataOf(await invitee.request(ReceivedInvitationsDocument)).receivedInvitations;
    expect(received).toEqual([expect.objectContaining({ companyId: own, admin: false })]);
    const accepted = await invitee.request(AcceptInvitationDocument, { id: received[0]!.id });
    expect(dataOf(accepted).acceptInvitation).toBe(true);
    expect(await ownCompanyIds(invitee)).toContain(own);
  });

  it('does not offer the customer company writes to a claim partner', async () => {
    const claimPartner = await loginGraphQL(stack, DEMO_USER.claimPartner);
    const [own] = await ownCompanyIds(claimPartner);
    const company = (
      await claimPartner.request('query ($id: ID!) { company(id: $id) { viewerCanEdit } }', {
        id: own,
      })
    ).data.company;
    expect(company.viewerCanEdit).toBe(false);
    const refused = await claimPartner.request(AddCompanyUserActionDocument, {
      companyId: own!,
      input: { email: 'nieuw@example.nl', givenName: 'N', familyName: 'Nieuw' },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
