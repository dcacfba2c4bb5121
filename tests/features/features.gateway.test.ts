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
let cms: GraphQLTestClient;
let heatPumps: string;

beforeAll(async () => {
  stack = await startStack();
  editor = createGraphQLClient(stack.gatewayUrl);
  await editor.login('comparison@demo.nl');
  cms = createGraphQLClient(stack.gatewayUrl);
  await cms.login('cms@demo.nl');
  const cores = await editor.request('{ comparisonCoreProducts { id name } }');
  heatPumps = cores.data.comparisonCoreProducts.find((c: any) => c.name === 'Warmtepompen').id;
}, 60_000);
afterAll(async () => stack?.close());

const FEATURE = 'id name categoryPriority groupId specCount enabled version';

describe('features over GraphQL', () => {
  it('is for comparison editors only', async () => {
    const refused = await cms.request(
      `query ($id: ID!) { comparisonFeatures(coreProductId: $id) { id } }`,
      { id: heatPumps },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('reads features in camelCase and names a taken name on the input field with the existing feature', async () => {
    const read = await editor.request(
      `query ($id: ID!) { comparisonFeatures(coreProductId: $id) { ${FEATURE} } }`,
      { id: heatPumps },
    );
    const features = read.data.comparisonFeatures;
    expect(features[0]).toMatchObject({ name: 'Type', categoryPriority: 1, enabled: true });
    const width = features.find((f: any) => f.name === 'Breedte buitenunit');
    expect(width.groupId).toBe(1);
    const taken = await editor.request(
      `mutation ($core: ID!, $input: ComparisonFeatureInput!) {
        createComparisonFeature(coreProductId: $core, input: $input) { id } }`,
      { core: heatPumps, input: { name: 'scop', categoryPriority: -1 } },
    );
    expect(taken.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { categoryPriority: 'MESSAGE.VALUE_TOO_LOW' },
    });
    const duplicate = await editor.request(
      `mutation ($core: ID!, $input: ComparisonFeatureInput!) {
        createComparisonFeature(coreProductId: $core, input: $input) { id } }`,
      { core: heatPumps, input: { name: 'scop' } },
    );
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'MESSAGE.FEATURE_ALREADY_EXISTS',
      fields: { name: 'MESSAGE.FEATURE_ALREADY_EXISTS' },
      existingId: features.find((f: any) => f.name === 'SCOP').id,
    });
  });

  it('maps a feature name and saves meta templates with their field errors in camelCase', async () => {
    const names = await editor.request(
      `query ($id: ID!) { comparisonUnmappedFeatures(coreProductId: $id, search: "boiler") {
        total items { id name seenCount valueCount sampleValue source } } }`,
      { id: heatPumps },
    );
    const boiler = names.data.comparisonUnmappedFeatures.items[0];
    expect(boiler).toMatchObject({ name: 'Boilerinhoud', source: 'feed', valueCount: 2 });
    const made = await editor.request(
      `mutation ($id: ID!) { createComparisonFeatureFromName(id: $id, input: { unit: "l" }) {
        specsAdded unmappedFeature { state mappedFeatureName handledByName } } }`,
      { id: boiler.id },
    );
    expect(made.data.createComparisonFeatureFromName).toMatchObject({
      specsAdded: 2,
      unmappedFeature: { state: 'mapped', mappedFeatureName: 'Boilerinhoud' },
    });

    const meta = await editor.request(
      `query ($id: ID!) { comparisonProductMeta(coreProductId: $id) {
        titleTemplate version sampleProduct { name ean specs { feature value unit } } } }`,
      { id: heatPumps },
    );
    expect(meta.data.comparisonProductMeta.sampleProduct.specs.length).toBeGreaterThan(0);
    const unknown = await editor.request(
      `mutation ($id: ID!, $version: Int!) { saveComparisonProductMeta(coreProductId: $id,
        input: { titleTemplate: "{merk} {name}" }, version: $version) { version } }`,
      { id: heatPumps, version: meta.data.comparisonProductMeta.version },
    );
    expect(unknown.errors?.[0]?.extensions?.fields).toEqual({
      titleTemplate: 'MESSAGE.UNKNOWN_PLACEHOLDER',
    });
  });
});
