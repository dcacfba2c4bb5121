import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { createGraphQLClient, startStack, type RunningStack } from '../support/gateway-harness';

let stack: RunningStack;
let willems: string;

beforeAll(async () => {
  stack = await startStack();
  const [company] = await stack.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Willems Dakwerken'));
  willems = String(company!.id);
}, 60_000);
afterAll(async () => stack?.close());

const ADJUST = `mutation ($id: ID!, $input: BalanceAdjustmentInput!) {
  adjustPrepaidBalance(companyId: $id, input: $input) { balanceCents } }`;

/** A download through the gateway with the client's session cookie. */
const download = (client: ReturnType<typeof createGraphQLClient>, path: string) =>
  fetch(`${stack.gatewayUrl}${path}`, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });

describe('prepaid money through GraphQL', () => {
  it('finance corrects a balance with a reason; the customer reads why on Tegoed', async () => {
    const finance = createGraphQLClient(stack.gatewayUrl);
    await finance.login('finance@demo.nl');
    const before = (
      await finance.request(
        'query ($id: ID!) { prepaidAccount(companyId: $id) { balanceCents } }',
        {
          id: willems,
        },
      )
    ).data.prepaidAccount.balanceCents as number;
    const refused = await finance.request(ADJUST, {
      id: willems,
      input: { kind: 'refund', amountCents: before + 1, reason: 'Alles terug' },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'MESSAGE.BALANCE_CANNOT_GO_NEGATIVE',
    });
    const noReason = await finance.request(ADJUST, {
      id: willems,
      input: { kind: 'adjustment', amountCents: 100, reason: ' ' },
    });
    expect(noReason.errors?.[0]?.extensions?.fields).toMatchObject({
      reason: 'MESSAGE.GIVE_REASON',
    });
    const done = await finance.request(ADJUST, {
      id: willems,
      input: { kind: 'adjustment', amountCents: 1_000, reason: 'Lead dubbel afgeschreven' },
    });
    expect(done.data.adjustPrepaidBalance.balanceCents).toBe(before + 1_000);

    const claims = createGraphQLClient(stack.gatewayUrl);
    await claims.login('claims@demo.nl');
    const forbidden = await claims.request(ADJUST, {
      id: willems,
      input: { kind: 'adjustment', amountCents: 1_000, reason: 'Mag niet' },
    });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const customer = createGraphQLClient(stack.gatewayUrl);
    await customer.login('both@demo.nl');
    const ledger = await customer.request(
      'query ($id: ID!) { balanceLedger(companyId: $id) { items { reason note createdByName amountCents } } }',
      { id: willems },
    );
    expect(ledger.data.balanceLedger.items[0]).toEqual({
      reason: 'adjustment',
      note: 'Lead dubbel afgeschreven',
      createdByName: null,
      amountCents: 1_000,
    });
  });

  it('the customer lists the receipts, downloads one, and starts a deposit by Tikkie', async () => {
    const customer = createGraphQLClient(stack.gatewayUrl);
    await customer.login('both@demo.nl');
    const receipts = await customer.request(
      'query ($id: ID!) { depositReceipts(companyId: $id) { total items { paymentId number provider } } }',
      { id: willems },
    );
    const { items, total } = receipts.data.depositReceipts;
    expect(total).toBeGreaterThan(0);
    const pdf = await download(
      customer,
      `/files/company/${willems}/prepaid/receipt/${items[0].paymentId}`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const stranger = createGraphQLClient(stack.gatewayUrl);
    await stranger.login('customer@demo.nl');
    const refused = await download(
      stranger,
      `/files/company/${willems}/prepaid/receipt/${items[0].paymentId}`,
    );
    expect(refused.status).toBe(404);

    const tikkie = await customer.request(
      'mutation ($id: ID!) { depositPrepaidByTikkie(companyId: $id, amountEuros: 500) { url amountCents } }',
      { id: willems },
    );
    expect(tikkie.data.depositPrepaidByTikkie).toMatchObject({
      amountCents: 50_000,
      url: expect.stringMatching(/^\/checkout\/offline\//),
    });
    const open = await customer.request(
      'query ($id: ID!) { openDeposit(companyId: $id) { provider amountCents } }',
      { id: willems },
    );
    expect(open.data.openDeposit).toEqual({ provider: 'tikkie', amountCents: 50_000 });
  });
});
