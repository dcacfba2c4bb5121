/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../api/src/marketing/campaign.table';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';

let stack: RunningStack;
let admin: GraphQLTestClient;
let manager: GraphQLTestClient;
let campaignId: number;

const QUERY = `query ($id: ID!) { campaignAdGenerator(campaignId: $id) {
  campaignId campaignName utmCampaign productName
  mainImage { kind index fileName width height url }
  productImages { kind index fileName url }
  formats { code width height fingerprint url } } }`;

const cookieOf = (client: GraphQLTestClient) =>
  [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function uploadThroughGateway(client: GraphQLTestClient, path: string, data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'beeld.png');
  const response = await fetch(`${stack.gatewayUrl}${path}`, {
    method: 'POST',
    headers: { cookie: cookieOf(client), 'x-graphql-csrf': '1' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  stack = await startStack();
  admin = createGraphQLClient(stack.gatewayUrl);
  await admin.login('admin@demo.nl');
  manager = createGraphQLClient(stack.gatewayUrl);
  await manager.login('manager@demo.nl');
  const [row] = await stack.db
    .insert(campaigns)
    .values({ name: 'Warmtepomp najaar', utmCampaign: 'adgen-gw-warmtepomp' })
    .returning({ id: campaigns.id });
  campaignId = row!.id;
}, 60_000);
afterAll(async () => stack?.close());

describe('the ad generator over GraphQL and the pass-through', () => {
  it('is for the lead admin only, and unknown campaigns are not found', async () => {
    const refused = await manager.request(QUERY, { id: String(campaignId) });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = await admin.request(QUERY, { id: '999999' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const upload = await uploadThroughGateway(
      manager,
      `/upload/campaign/${campaignId}/ad-generator/main-image`,
      await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    expect(upload.status).toBe(403);
  });

  it('uploads images, lists them, serves the ads and removes an image', async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#f08c00' },
    })
      .png()
      .toBuffer();
    const main = await uploadThroughGateway(
      admin,
      `/upload/campaign/${campaignId}/ad-generator/main-image`,
      png,
    );
    expect(main.status).toBe(200);
    const product = await uploadThroughGateway(
      admin,
      `/upload/campaign/${campaignId}/ad-generator/product-image/5`,
      png,
    );
    expect(product.status).toBe(200);
    const bad = await uploadThroughGateway(
      admin,
      `/upload/campaign/${campaignId}/ad-generator/product-image/1`,
      Buffer.from('not an image at all'),
    );
    expect(bad).toEqual({ status: 400, body: { message: 'MESSAGE.FILE_TYPE_NOT_SUPPORTED' } });

    const answer = await admin.request(QUERY, { id: String(campaignId) });
    expect(answer.errors).toBeUndefined();
    const generator = answer.data.campaignAdGenerator;
    expect(generator).toMatchObject({
      campaignId: String(campaignId),
      campaignName: 'Warmtepomp najaar',
      mainImage: { kind: 'main', index: 0, fileName: 'beeld.png', width: 800, height: 600 },
      productImages: [{ kind: 'product', index: 5 }],
    });
    const story = generator.formats.find((format: any) => format.code === 'story');
    expect(story.url).toBe(
      `/files/campaign/${campaignId}/ad-generator/ad/story?v=${story.fingerprint}`,
    );
    const ad = await fetch(`${stack.gatewayUrl}${story.url}`, {
      headers: { cookie: cookieOf(admin) },
    });
    expect(ad.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await ad.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1920]);
    const image = await fetch(`${stack.gatewayUrl}${generator.productImages[0].url}`, {
      headers: { cookie: cookieOf(admin) },
    });
    expect(image.headers.get('content-type')).toBe('image/webp');

    const removed = await admin.request(
      `mutation ($id: ID!) { deleteCampaignAdImage(campaignId: $id, kind: product, index: 5) { productImages { index } formats { code fingerprint } } }`,
      { id: String(campaignId) },
    );
    expect(removed.errors).toBeUndefined();
    expect(removed.data.deleteCampaignAdImage.productImages).toEqual([]);
    const storyAfter = removed.data.deleteCampaignAdImage.formats.find(
      (f: any) => f.code === 'story',
    );
    expect(storyAfter.fingerprint).not.toBe(story.fingerprint);
    const again = await admin.request(
      `mutation ($id: ID!) { deleteCampaignAdImage(campaignId: $id, kind: product, index: 5) { campaignId } }`,
      { id: String(campaignId) },
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const noIndex = await admin.request(
      `mutation ($id: ID!) { deleteCampaignAdImage(campaignId: $id, kind: product) { campaignId } }`,
      { id: String(campaignId) },
    );
    expect(noIndex.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
