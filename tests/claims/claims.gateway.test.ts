/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { and, desc, eq, gte, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidPhone } from '#domain/shared/validators/phone';
import { claims } from '../../api/src/claims/claim.table';
import { companies } from '../../api/src/companies/company.table';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { leads } from '../../api/src/leads/lead.table';
import { startStack, type RunningStack } from '../support/gateway-harness';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_COMPANY, DEMO_USER } from '../support/demo';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const CLAIM = `id status customerStatus description message companyName priceCents
  lead { name productName } proof { fileName url } autoReason credited viewerCanSetStatuses viewerCanRematch version`;

let stack: RunningStack;
let hendriks: number;

beforeAll(async () => {
  stack = await startStack();
  const [row] = await stack.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANY.hendriks));
  hendriks = row!.id;
}, 60_000);
afterAll(async () => stack?.close());

/** A recent lead of Hendriks without a claim, with a number the validator accepts. */
async function claimableLead(): Promise<number> {
  const rows = await stack.db
    .select({ id: assignedLeads.id, phone: leads.phoneNumber, email: leads.email })
    .from(assignedLeads)
    .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
    .where(
      and(
        eq(assignedLeads.companyId, hendriks),
        ne(assignedLeads.state, 8),
        gte(assignedLeads.createdAt, new Date(Date.now() - 20 * 86_400_000)),
        notInArray(assignedLeads.id, stack.db.select({ id: claims.assignedLeadId }).from(claims)),
      ),
    )
    .orderBy(desc(assignedLeads.id));
  const row = rows.find((r) => isValidPhone(r.phone ?? '') && r.email !== DEMO_USER.consumer);
  if (!row) throw new Error('no claimable demo lead');
  return row.id;
}

describe('claims through GraphQL', () => {
  it('files a claim with proof, lets claims staff accept it and shows the company the credit', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const assignedLeadId = await claimableLead();
    const before = await customer.request(
      `query ($c: ID!) { companyClaimCredits(companyId: $c) { isPrepaid pendingCreditCents } }`,
      { c: hendriks },
    );
    const filed = await customer.request(
      `mutation ($input: ClaimInput!) { fileClaim(input: $input) { ${CLAIM} } }`,
      { input: { assignedLeadId, description: 'no_contact', isDefaultMessage: true } },
    );
    expect(filed.errors).toBeUndefined();
    const claim = filed.data.fileClaim;
    expect(claim).toMatchObject({
      status: 'new',
      customerStatus: 'new',
      companyName: DEMO_COMPANY.hendriks,
      viewerCanSetStatuses: [],
    });
    const again = await customer.request(
      `mutation ($input: ClaimInput!) { fileClaim(input: $input) { id } }`,
      { input: { assignedLeadId, description: 'no_contact', message: 'Nogmaals' } },
    );
    expect(again.errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'MESSAGE.CLAIM_RECEIVED',
    });

    const cookie = [...customer.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(PNG)]), 'gesprek.png');
    const uploaded = await fetch(`${stack.gatewayUrl}/upload/claim/${claim.id}/proof`, {
      method: 'POST',
      body,
      headers: { cookie, 'x-graphql-csrf': '1' },
    });
    expect(uploaded.status).toBe(200);
    const seen = await customer.request(`query ($id: ID!) { claim(id: $id) { ${CLAIM} } }`, {
      id: claim.id,
    });
    expect(seen.data.claim.proof.fileName).toBe('gesprek.png');
    const file = await fetch(`${stack.gatewayUrl}${seen.data.claim.proof.url}`, {
      headers: { cookie },
    });
    expect(file.headers.get('content-type')).toBe('image/png');

    const staff = await loginGraphQL(stack, DEMO_USER.claims);
    const pending = await staff.request(
      `mutation ($id: ID!) { setClaimStatus(id: $id, status: pending) { status viewerCanSetStatuses } }`,
      { id: claim.id },
    );
    expect(pending.data.setClaimStatus.status).toBe('pending');
    expect(
      (
        await customer.request(`query ($id: ID!) { claim(id: $id) { customerStatus } }`, {
          id: claim.id,
        })
      ).data.claim.customerStatus,
    ).toBe('processing');
    const accepted = await staff.request(
      `mutation ($id: ID!) { setClaimStatus(id: $id, status: accepted) { status credited readOnly } }`,
      { id: claim.id },
    );
    expect(accepted.data.setClaimStatus).toEqual({
      status: 'accepted',
      credited: true,
      readOnly: true,
    });
    const after = await customer.request(
      `query ($c: ID!) { companyClaimCredits(companyId: $c) { isPrepaid pendingCreditCents items { claimId amountCents } } }`,
      { c: hendriks },
    );
    expect(after.data.companyClaimCredits.pendingCreditCents).toBe(
      before.data.companyClaimCredits.pendingCreditCents + claim.priceCents,
    );
    expect(after.data.companyClaimCredits.items[0]).toEqual({
      claimId: claim.id,
      amountCents: claim.priceCents,
    });
  });

  it('lists for staff with filters and neighbours, and keeps other companies’ claims away', async () => {
    const staff = await loginGraphQL(stack, DEMO_USER.claims);
    const list = await staff.request(
      `{ claims(input: { filter: to_process, pageSize: 5 }) { total items { id status } } }`,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.claims.total).toBeGreaterThan(2);
    expect(
      list.data.claims.items.every((c: any) =>
        ['new', 'pending', 'call_center'].includes(c.status),
      ),
    ).toBe(true);
    const [first, second] = list.data.claims.items;
    const around = await staff.request(
      `query ($id: ID!) { claimNeighbours(id: $id, input: { filter: to_process }) { previousId nextId } }`,
      { id: second.id },
    );
    expect(around.data.claimNeighbours.previousId).toBe(first.id);
    const stats = await staff.request(
      `{ claimStats { totals { claimTotal claimAccepted } months { month claimTotal } } claimFeedbackStats { totals { description claimTotal } } }`,
    );
    expect(stats.data.claimStats.totals.claimTotal).toBeGreaterThan(0);
    expect(stats.data.claimFeedbackStats.totals.length).toBeGreaterThan(1);

    const other = await stack.db
      .select({ id: claims.id })
      .from(claims)
      .where(ne(claims.companyId, hendriks))
      .limit(1);
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const hidden = await customer.request(`query ($id: ID!) { claim(id: $id) { id } }`, {
      id: other[0]!.id,
    });
    expect(hidden.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const refused = await customer.request(
      `mutation ($id: ID!) { setClaimStatus(id: $id, status: accepted) { id } }`,
      { id: other[0]!.id },
    );
    expect(refused.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const feedback = await customer.request(`{ claimFeedbackStats { totals { description } } }`);
    expect(feedback.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});
