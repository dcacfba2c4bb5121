/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gtinCheckDigit } from '#domain/comparison/gtin';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';

let stack: RunningStack;
let editor: GraphQLTestClient;

beforeAll(async () => {
  stack = await startStack();
  editor = createGraphQLClient(stack.gatewayUrl);
  await editor.login('comparison@demo.nl');
}, 60_000);
afterAll(async () => stack?.close());

const ean = (serial: number) => {
  const body = `53${String(serial).padStart(10, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
};

describe('the comparison catalogue over GraphQL', () => {
  it('is for comparison editors only', async () => {
    const cms = createGraphQLClient(stack.gatewayUrl);
    await cms.login('cms@demo.nl');
    const refused = await cms.request('{ comparisonCoreProducts { id } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists a core product’s products, makes one, and names a taken EAN on its field', async () => {
    const cores = await editor.request(
      '{ comparisonCoreProducts { id discr productCount scales { minCents maxCents clickPriceCents } } }',
    );
    expect(cores.errors).toBeUndefined();
    const solar = cores.data.comparisonCoreProducts.find(
      (core: any) => core.discr === 'solar_panel',
    );
    expect(solar.scales[2]).toEqual({ minCents: 30_000, maxCents: null, clickPriceCents: 40 });
    const page = await editor.request(
      `query ($id: ID!) { comparisonProducts(coreProductId: $id, page: 2) { total items { id name ean } } }`,
      { id: solar.id },
    );
    expect(page.data.comparisonProducts.total).toBe(solar.productCount);
    expect(page.data.comparisonProducts.items).toHaveLength(solar.productCount - 50);

    const input = {
      name: 'Gatewaypaneel',
      ean: ean(1),
      brandId: null,
      scrapeUri: null,
      pros: ['Licht'],
      cons: [],
    };
    const created = await editor.request(
      `mutation ($core: ID!, $input: ComparisonProductInput!) {
        createComparisonProduct(coreProductId: $core, input: $input) { messageKey product { id version discr specs { featureId name value } } }
      }`,
      { core: solar.id, input },
    );
    expect(created.errors).toBeUndefined();
    const product = created.data.createComparisonProduct.product;
    expect(product.discr).toBe('solar_panel');
    const taken = await editor.request(
      `mutation ($core: ID!, $input: ComparisonProductInput!) { createComparisonProduct(coreProductId: $core, input: $input) { messageKey } }`,
      { core: solar.id, input: { ...input, name: 'Dubbel' } },
    );
    expect(taken.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'MESSAGE.EAN_ALREADY_EXISTS',
      fields: { ean: 'MESSAGE.EAN_ALREADY_EXISTS' },
    });

    const power = product.specs.find((spec: any) => spec.name === 'Vermogen');
    const saved = await editor.request(
      `mutation ($id: ID!, $specs: [ComparisonSpecInput!]!, $version: Int!) {
        saveComparisonSpecs(id: $id, specs: $specs, version: $version) { messageKey product { specs { name value source } } }
      }`,
      {
        id: product.id,
        version: product.version,
        specs: [{ featureId: power.featureId, value: '430' }],
      },
    );
    expect(saved.data.saveComparisonSpecs.messageKey).toBe('MESSAGE.CHANGES_SAVED');
    expect(
      saved.data.saveComparisonSpecs.product.specs.find((spec: any) => spec.name === 'Vermogen'),
    ).toEqual({
      name: 'Vermogen',
      value: '430',
      source: 'EDITOR',
    });
  });

  it('counts click-outs per shop with what they cost', async () => {
    const answer = await editor.request(
      `{ comparisonClickouts(filter: { groupBy: COMPANY }) { total clicks clickPriceCents items { company { name } clicks clickPriceCents } } }`,
    );
    expect(answer.errors).toBeUndefined();
    const list = answer.data.comparisonClickouts;
    expect(list.items.length).toBeGreaterThanOrEqual(3);
    expect(list.items.reduce((sum: number, row: any) => sum + row.clickPriceCents, 0)).toBe(
      list.clickPriceCents,
    );
    const csv = await fetch(`${stack.gatewayUrl}/export/comparison-clickouts.csv?groupBy=company`, {
      headers: { cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\n')[0]).toContain('Winkel');
  });
});
