import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';

let stack: RunningStack;
let editor: GraphQLTestClient;

const FIELDS =
  'id productName coreProductName authorName rating pros cons state approvedByName version';

beforeAll(async () => {
  stack = await startStack();
  editor = createGraphQLClient(stack.gatewayUrl);
  await editor.login('comparison@demo.nl');
});
afterAll(async () => stack?.close());

describe('comparison reviews over GraphQL', () => {
  it('lists, approves, saves and deletes a review awaiting review', async () => {
    const awaiting = await editor.request(
      `{ comparisonReviewsAwaiting { count items { ${FIELDS} createdAt } } }`,
    );
    expect(awaiting.errors).toBeUndefined();
    const { count, items } = awaiting.data.comparisonReviewsAwaiting;
    expect(count).toBeGreaterThanOrEqual(12);
    expect(items).toHaveLength(Math.min(count, 15));
    const oldest = items[0];
    expect(oldest).toMatchObject({ state: 'new', productName: expect.any(String) });

    const list = await editor.request(
      `query($filter: ComparisonReviewFilter, $sort: ComparisonReviewSort) {
        comparisonReviews(filter: $filter, sort: $sort, pageSize: 5) { total items { id state rating } }
      }`,
      {
        filter: { state: 'new', startDate: '2013-01-01T00:00:00Z' },
        sort: { column: 'created_at', reverse: false },
      },
    );
    expect(list.data.comparisonReviews.total).toBe(count);
    expect(list.data.comparisonReviews.items[0].id).toBe(oldest.id);

    const approved = await editor.request(
      `mutation($id: ID!, $version: Int) { approveComparisonReview(id: $id, version: $version) { ${FIELDS} } }`,
      { id: oldest.id, version: oldest.version },
    );
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveComparisonReview).toMatchObject({
      state: 'public',
      approvedByName: expect.stringMatching(/\S/),
    });

    const save = `mutation($id: ID!, $input: ComparisonReviewInput!, $version: Int!) {
      saveComparisonReview(id: $id, input: $input, version: $version) { ${FIELDS} }
    }`;
    const input = {
      title: 'Aangepast',
      text: 'Tekst',
      pros: ['Stil', ''],
      cons: [],
      rating: 11,
      state: 'public',
    };
    const version = approved.data.approveComparisonReview.version;
    const refused = await editor.request(save, { id: oldest.id, input, version });
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { rating: 'MESSAGE.VALUE_TOO_HIGH' },
    });
    const saved = await editor.request(save, {
      id: oldest.id,
      input: { ...input, rating: 8 },
      version,
    });
    expect(saved.data.saveComparisonReview).toMatchObject({ rating: 8, pros: ['Stil'] });
    const stale = await editor.request(save, {
      id: oldest.id,
      input: { ...input, rating: 7 },
      version,
    });
    expect(stale.errors?.[0].extensions.code).toBe('CONFLICT');

    const deleted = await editor.request(`mutation($id: ID!) { deleteComparisonReview(id: $id) }`, {
      id: oldest.id,
    });
    expect(deleted.data).toEqual({ deleteComparisonReview: true });
    const reread = await editor.request(`query($id: ID!) { comparisonReview(id: $id) { state } }`, {
      id: oldest.id,
    });
    expect(reread.data.comparisonReview.state).toBe('deleted');
  });

  it('refuses a user without the comparison role', async () => {
    const cms = createGraphQLClient(stack.gatewayUrl);
    await cms.login('cms@demo.nl');
    const answer = await cms.request('{ comparisonReviewsAwaiting { count } }');
    expect(answer.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('forwards the public review form to the api as sent', async () => {
    const send = (body: unknown) =>
      fetch(`${stack.gatewayUrl}/public/comparison/review`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const review = {
      product_id: 3,
      author_name: 'Gerrit Poort',
      email: 'gerrit@example.nl',
      rating: 9,
      title: 'Via de site',
      text: 'Verstuurd via het formulier.',
      pros: ['Snel'],
      cons: [],
    };
    const sent = await send(review);
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ message: 'MESSAGE.REVIEW_SAVED' });
    const bad = await send({ ...review, rating: 0 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ rating: 'MESSAGE.VALUE_TOO_LOW' });

    const listed = await editor.request(
      `{ comparisonReviews(filter: { search: "Gerrit Poort" }) { items { state title } } }`,
    );
    expect(listed.data.comparisonReviews.items).toEqual([{ state: 'new', title: 'Via de site' }]);
  });
});
