/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';

let stack: RunningStack;
let editor: GraphQLTestClient;
let solar: string;

const FILTER =
  'id coreProductId featureId featureName label position listPosition stepType min max sorting steps { label value from to } version';

beforeAll(async () => {
  stack = await startStack();
  editor = createGraphQLClient(stack.gatewayUrl);
  await editor.login('comparison@demo.nl');
  const cores = await editor.request('{ comparisonCoreProducts { id name discr } }');
  solar = cores.data.comparisonCoreProducts.find((c: any) => c.discr === 'solar_panel').id;
}, 60_000);
afterAll(async () => stack?.close());

describe('comparison filters over GraphQL', () => {
  it('adds a filter on a new feature with a live prediction, reorders and deletes it', async () => {
    const features = await editor.request(
      `query ($id: ID!) { comparisonFilterNewFeatures(coreProductId: $id) { id name numeric productCount values { value count } } }`,
      { id: solar },
    );
    expect(features.errors).toBeUndefined();
    const cell = features.data.comparisonFilterNewFeatures.find((f: any) => f.name === 'Celtype');
    expect(cell.numeric).toBe(false);
    const input = {
      featureId: cell.id,
      label: '',
      stepType: 'range',
      min: 2,
      steps: cell.values.map((v: any) => ({ label: v.value, value: v.value })),
    };
    const predicted = await editor.request(
      `query ($id: ID!, $input: ComparisonFilterInput!) { comparisonFilterPrediction(coreProductId: $id, input: $input) { total noValue unmatched steps } }`,
      { id: solar, input },
    );
    expect(predicted.errors).toBeUndefined();
    const prediction = predicted.data.comparisonFilterPrediction;
    expect(prediction.unmatched).toBe(0);
    expect(prediction.steps).toEqual(cell.values.map((v: any) => v.count));
    expect(prediction.noValue).toBe(prediction.total - cell.productCount);

    const made = await editor.request(
      `mutation ($id: ID!, $input: ComparisonFilterInput!) { createComparisonFilter(coreProductId: $id, input: $input) { ${FILTER} } }`,
      { id: solar, input },
    );
    expect(made.errors).toBeUndefined();
    const filter = made.data.createComparisonFilter;
    expect(filter).toMatchObject({ label: 'Celtype', min: null, listPosition: null });

    const again = await editor.request(
      `mutation ($id: ID!, $input: ComparisonFilterInput!) { createComparisonFilter(coreProductId: $id, input: $input) { id } }`,
      { id: solar, input },
    );
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'MESSAGE.FILTER_ALREADY_EXISTS',
      fields: { featureId: 'MESSAGE.FILTER_ALREADY_EXISTS' },
    });
    const overlap = await editor.request(
      `mutation ($id: ID!, $input: ComparisonFilterInput!, $version: Int!) { updateComparisonFilter(id: $id, input: $input, version: $version) { id } }`,
      {
        id: filter.id,
        version: filter.version,
        input: { ...input, steps: [input.steps[0], { ...input.steps[0], label: 'Nog eens' }] },
      },
    );
    expect(overlap.errors?.[0]?.extensions?.fields).toEqual({
      'steps.1.value': 'MESSAGE.FILTER_STEPS_OVERLAP',
    });

    const list = await editor.request(
      `query ($id: ID!) { comparisonFilters(coreProductId: $id) { id version label } }`,
      { id: solar },
    );
    const filters = list.data.comparisonFilters;
    expect(filters.at(-1).id).toBe(filter.id);
    const moved = await editor.request(
      `mutation ($id: ID!, $filters: [ComparisonFilterPositionInput!]!, $list: [ID!]!) { orderComparisonFilters(coreProductId: $id, filters: $filters, list: $list) { id label position listPosition } }`,
      {
        id: solar,
        filters: [filters.at(-1), ...filters.slice(0, -1)].map(({ id, version }: any) => ({
          id,
          version,
        })),
        list: [filter.id],
      },
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data.orderComparisonFilters[0]).toMatchObject({
      id: filter.id,
      position: 0,
      listPosition: 0,
    });
    const stale = await editor.request(
      `mutation ($id: ID!, $filters: [ComparisonFilterPositionInput!]!) { orderComparisonFilters(coreProductId: $id, filters: $filters, list: []) { id } }`,
      { id: solar, filters: filters.map(({ id, version }: any) => ({ id, version })) },
    );
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const deleted = await editor.request(
      `mutation ($id: ID!) { deleteComparisonFilter(id: $id) }`,
      { id: filter.id },
    );
    expect(deleted.data.deleteComparisonFilter).toBe(true);
    const gone = await editor.request(`query ($id: ID!) { comparisonFilter(id: $id) { id } }`, {
      id: filter.id,
    });
    expect(gone.data.comparisonFilter).toBeNull();
  });

  it('is for comparison editors only', async () => {
    const cms = createGraphQLClient(stack.gatewayUrl);
    await cms.login('cms@demo.nl');
    const refused = await cms.request(
      `query ($id: ID!) { comparisonFilters(coreProductId: $id) { id } }`,
      { id: solar },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
