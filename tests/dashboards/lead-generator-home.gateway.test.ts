import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLog } from '../../api/src/mail/email-log.table';
import { addCompany } from '../leads/lead-test-kit';
import { startStack, type GraphQLTestClient, type RunningStack } from '../support/gateway-harness';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_USER } from '../support/demo';

let stack: RunningStack;
let manager: GraphQLTestClient;

beforeAll(async () => {
  stack = await startStack();
  manager = await loginGraphQL(stack, DEMO_USER.manager);
}, 60_000);
afterAll(async () => stack?.close());

const LISTS = `query {
  companiesWithoutLeads { items { id name state isPrepaid balanceCents lastLeadDay } total }
  companiesWithLowBalance { items { id name balanceCents } total }
  unapprovedCompanies { items { id name approved } total }
  companyActivities { items { id companyId companyName type createdAt user { fullName } } hasMore }
}`;

describe('the lead managers home over GraphQL', () => {
  it('reads the work lists, and approving a company takes it off its list', async () => {
    const waiting = await addCompany(stack.db, 'utrecht', {
      name: 'Wacht Op Goedkeuring',
      approved: false,
      isPrepaid: true,
      balance: 1200,
    });
    const first = await manager.request(LISTS);
    expect(first.errors).toBeUndefined();
    const unapproved = first.data.unapprovedCompanies.items.map((c: { id: string }) => c.id);
    expect(unapproved).toContain(String(waiting));
    expect(first.data.unapprovedCompanies.items.length).toBeLessThanOrEqual(15);
    expect(first.data.companiesWithLowBalance.items).toContainEqual(
      expect.objectContaining({ id: String(waiting), balanceCents: 1200 }),
    );
    // A company made straight in the database has had no lead yet.
    expect(first.data.companiesWithoutLeads.items.length).toBeLessThanOrEqual(15);

    const approved = await manager.request(
      'mutation ($id: ID!) { approveCompany(id: $id) { id approved } }',
      { id: String(waiting) },
    );
    expect(approved.errors).toBeUndefined();
    const after = await manager.request(LISTS);
    expect(after.data.unapprovedCompanies.items.map((c: { id: string }) => c.id)).not.toContain(
      String(waiting),
    );
    expect(after.data.companyActivities.items[0]).toMatchObject({
      companyId: String(waiting),
      companyName: 'Wacht Op Goedkeuring',
      type: 'updated',
    });
  });

  it('resends an unsent mail; without a mail server the reason is kept on the mail', async () => {
    const [row] = await stack.db
      .insert(emailLog)
      .values({
        toAddress: 'klant@example.nl',
        subject: 'Uw factuur',
        body: 'Hallo',
        template: 'test',
        error: 'timeout',
      })
      .returning();
    const list = await manager.request('query { unsentMails { items { id error } total } }');
    expect(list.data.unsentMails.items).toContainEqual({ id: String(row!.id), error: 'timeout' });
    const resent = await manager.request(
      'mutation ($id: ID!) { resendMail(id: $id) { id sentAt error } }',
      { id: String(row!.id) },
    );
    expect(resent.errors).toBeUndefined();
    expect(resent.data.resendMail).toMatchObject({ sentAt: null });
    expect(resent.data.resendMail.error).toMatch(/SMTP/);
  });

  it('refuses the lists to customers and partners, and the mail log to staff who are not managers', async () => {
    for (const email of [DEMO_USER.customer, DEMO_USER.partner]) {
      const client = await loginGraphQL(stack, email);
      const answer = await client.request('query { companiesWithoutLeads { total } }');
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const staff = await loginGraphQL(stack, DEMO_USER.accountManager);
    expect((await staff.request('query { companiesWithLowBalance { total } }')).errors).toBe(
      undefined,
    );
    const mails = await staff.request('query { unsentMails { total } }');
    expect(mails.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const resend = await staff.request('mutation { resendAllMails { sent failed } }');
    expect(resend.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
