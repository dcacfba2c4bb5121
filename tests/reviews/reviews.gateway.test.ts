import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { linkUser } from '../plaza/plaza-test-kit';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';
import { addJob, mailedReviewToken } from './review-test-kit';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_USER } from '../support/demo';

let stack: RunningStack;
let manager: GraphQLTestClient;
let customer: GraphQLTestClient;
let stranger: GraphQLTestClient;
let anonymous: GraphQLTestClient;
let companyId: number;

const REVIEW = `id status rating ratingService ratingPriceQuality pros reply published version viewerCanReply viewerCanModerate company { id }`;

beforeAll(async () => {
  stack = await startStack({ api: { seed: false } });
  await seedCatalogueOnly(stack.db);
  companyId = await addCompany(stack.db, 'utrecht');
  await linkUser(stack.db, companyId, DEMO_USER.customer);
  await linkUser(stack.db, await addCompany(stack.db, 'amsterdam'), DEMO_USER.both);
  manager = await loginGraphQL(stack, DEMO_USER.manager);
  customer = await loginGraphQL(stack, DEMO_USER.customer);
  stranger = await loginGraphQL(stack, DEMO_USER.both);
  anonymous = createGraphQLClient(stack.gatewayUrl);
});
afterAll(async () => stack?.close());

describe('reviews over GraphQL', () => {
  it('runs from the mailed link to a public review with the company reply', async () => {
    const job = await addJob(stack.db, companyId);
    const asked = await customer.request(`mutation($id: ID!) { askReview(assignedLeadId: $id) }`, {
      id: job,
    });
    expect(asked.data).toEqual({ askReview: 'MESSAGE.REVIEW_REQUEST_SENT' });
    const token = await mailedReviewToken(stack.db);

    const link = await anonymous.request(
      `query($token: String!) { reviewLink(token: $token) { companyName revision ratingService maxAttachments } }`,
      { token },
    );
    expect(link.data.reviewLink).toMatchObject({
      revision: false,
      ratingService: 10,
      maxAttachments: 5,
    });

    const send = `mutation($token: String!, $input: ReviewInput!) { sendReview(token: $token, input: $input) }`;
    const bad = await anonymous.request(send, {
      token,
      input: { recommend: true, fulfill: true, ratingService: 0, pros: [], cons: [] },
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { ratingService: 'MESSAGE.VALUE_TOO_LOW' },
    });
    const input = {
      recommend: true,
      fulfill: false,
      ratingAppointments: 8,
      pros: ['Op tijd'],
      cons: [],
    };
    const sent = await anonymous.request(send, { token, input });
    expect(sent.data).toEqual({ sendReview: 'MESSAGE.REVIEW_SAVED' });
    const again = await anonymous.request(send, { token, input });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'MESSAGE.ALREADY_REVIEWED',
    });

    const list = await customer.request(
      `query($filter: ReviewFilter) { reviews(filter: $filter) { total items { ${REVIEW} } } }`,
      { filter: { companyId } },
    );
    const review = list.data.reviews.items[0];
    expect(review).toMatchObject({
      status: 'new',
      rating: 8,
      ratingService: null,
      ratingPriceQuality: null,
      pros: ['Op tijd'],
      viewerCanReply: true,
      viewerCanModerate: false,
    });

    const foreign = await stranger.request(`query($id: ID!) { review(id: $id) { id } }`, {
      id: review.id,
    });
    expect(foreign.data).toEqual({ review: null });
    const notStaff = await customer.request(
      `mutation($id: ID!) { approveReview(id: $id) { id } }`,
      { id: review.id },
    );
    expect(notStaff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const replied = await customer.request(
      `mutation($id: ID!, $reply: String!) { replyToReview(id: $id, reply: $reply) { ${REVIEW} } }`,
      { id: review.id, reply: 'Dank u wel!' },
    );
    expect(replied.data.replyToReview).toMatchObject({
      reply: 'Dank u wel!',
      viewerCanReply: false,
    });
    const approved = await manager.request(
      `mutation($id: ID!, $version: Int) { approveReview(id: $id, version: $version) { ${REVIEW} } }`,
      { id: review.id, version: replied.data.replyToReview.version },
    );
    expect(approved.data.approveReview).toMatchObject({ status: 'public', published: true });

    const summary = await customer.request(
      `query($id: ID!) { companyReviewSummary(companyId: $id) { count rating recommendPercentage } }`,
      { id: companyId },
    );
    expect(summary.data.companyReviewSummary).toEqual({
      count: 1,
      rating: 8,
      recommendPercentage: 100,
    });
  });
});
