import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../api/src/marketing/campaign.table';
import { clientFor, upload } from '../companies/company-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let admin: TestClient;
let manager: TestClient;
let customer: TestClient;
let anonymous: TestClient;
let campaignId: number;

const image = (width: number, height: number, color: string, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();

/** The raw RGB pixel of an image at (x, y). */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

async function download(client: TestClient, path: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${api.url}${path}`, { headers: { cookie } });
  return {
    status: response.status,
    headers: response.headers,
    data: Buffer.from(await response.arrayBuffer()),
  };
}

beforeAll(async () => {
  api = await startApi();
  [admin, manager, customer] = await Promise.all([
    clientFor(api.url, 'admin@demo.nl'),
    clientFor(api.url, 'manager@demo.nl'),
    clientFor(api.url, 'customer@demo.nl'),
  ]);
  anonymous = createClient(api.url);
  const [row] = await api.db
    .insert(campaigns)
    .values({ name: 'Voorjaarsactie zonnepanelen', utmCampaign: 'adgen-voorjaar-2026' })
    .returning({ id: campaigns.id });
  campaignId = row!.id;
});
afterAll(async () => api?.close());

describe('the ad generator is for the lead admin only', () => {
  const routes: [method: 'get' | 'post' | 'delete', path: () => string][] = [
    ['get', () => `/v2/campaign/${campaignId}/ad-generator`],
    ['post', () => `/v2/campaign/${campaignId}/ad-generator/main-image`],
    ['post', () => `/v2/campaign/${campaignId}/ad-generator/product-image/0`],
    ['get', () => `/v2/campaign/${campaignId}/ad-generator/main-image`],
    ['get', () => `/v2/campaign/${campaignId}/ad-generator/product-image/0`],
    ['delete', () => `/v2/campaign/${campaignId}/ad-generator/main-image`],
    ['delete', () => `/v2/campaign/${campaignId}/ad-generator/product-image/0`],
    ['get', () => `/v2/campaign/${campaignId}/ad-generator/ad/feed`],
  ];
  it.each(routes)('%s %s', async (method, path) => {
    const call = (client: TestClient) => client[method](path());
    expect((await call(anonymous)).status).toBe(401);
    expect((await call(customer)).status).toBe(403);
    // A lead manager without the admin role is refused too.
    expect((await call(manager)).status).toBe(403);
  });

  it('answers 404 for a campaign that does not exist, also to an upload', async () => {
    expect((await admin.get('/v2/campaign/999999/ad-generator')).status).toBe(404);
    expect((await admin.get('/v2/campaign/abc/ad-generator')).status).toBe(404);
    const png = await image(400, 400, '#123456', 'png');
    const answer = await upload(
      api.url,
      admin,
      '/v2/campaign/999999/ad-generator/main-image',
      png,
      'a.png',
    );
    expect(answer.status).toBe(404);
    expect((await admin.get(`/v2/campaign/${campaignId}/ad-generator/ad/square`)).status).toBe(404);
  });
});

describe('uploads', () => {
  it('refuses files that are not JPEG, PNG or WebP, whatever their name says', async () => {
    const path = `/v2/campaign/${campaignId}/ad-generator/main-image`;
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"/>');
    for (const [data, name] of [
      [gif, 'photo.png'],
      [svg, 'photo.jpg'],
      [Buffer.from('%PDF-1.4\n%%EOF\n'), 'photo.webp'],
      // A PNG signature with nothing behind it: sharp cannot read it.
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), 'broken.png'],
    ] as const) {
      const answer = await upload(api.url, admin, path, data, name, 'image/png');
      expect(answer.status, name).toBe(400);
      expect(answer.body).toEqual({ message: 'MESSAGE.FILE_TYPE_NOT_SUPPORTED' });
    }
    const tiny = await upload(api.url, admin, path, await image(50, 400, '#fff', 'png'), 't.png');
    expect(tiny.body).toEqual({ message: 'MESSAGE.IMAGE_TOO_SMALL' });
    const big = Buffer.concat([
      await image(400, 400, '#fff', 'png'),
      Buffer.alloc(11 * 1024 * 1024),
    ]);
    const tooLarge = await upload(api.url, admin, path, big, 'big.png');
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toEqual({ message: 'MESSAGE.FILE_TOO_LARGE' });
    const none = await admin.post(path, {});
    expect(none.status).toBe(400);
    expect((await admin.get(`/v2/campaign/${campaignId}/ad-generator`)).body.main_image).toBeNull();
  });

  it('takes product images at index 0 to 5 only', async () => {
    const png = await image(300, 300, '#ff0000', 'png');
    for (const index of ['6', '-1', '1.5', 'x', '99999999999']) {
      const answer = await upload(
        api.url,
        admin,
        `/v2/campaign/${campaignId}/ad-generator/product-image/${index}`,
        png,
        'p.png',
      );
      expect(answer.status, index).toBe(400);
      expect(answer.body.fields, index).toEqual({ index: 'MESSAGE.INVALID_VALUE' });
    }
  });
});

describe('composition', () => {
  it('composes every format at its exact pixel size, and a new main image makes new ads', async () => {
    const base = `/v2/campaign/${campaignId}/ad-generator`;
    const main = await upload(
      api.url,
      admin,
      `${base}/main-image`,
      await image(1600, 1000, '#1c7ed6', 'jpeg'),
      'hero.jpg',
    );
    expect(main.status).toBe(200);
    expect(main.body.main_image).toMatchObject({
      kind: 'main',
      file_name: 'hero.jpg',
      width: 1600,
      height: 1000,
    });
    const product = await upload(
      api.url,
      admin,
      `${base}/product-image/2`,
      await image(500, 400, '#e03131', 'webp'),
      'paneel.webp',
    );
    expect(product.status).toBe(200);
    expect(product.body.product_images).toEqual([
      expect.objectContaining({ kind: 'product', index: 2, file_name: 'paneel.webp' }),
    ]);
    const state = (await admin.get(base)).body;
    expect(state).toMatchObject({
      campaign_id: campaignId,
      campaign_name: 'Voorjaarsactie zonnepanelen',
    });
    expect(
      state.formats.map((f: { code: string; width: number; height: number }) => [
        f.code,
        f.width,
        f.height,
      ]),
    ).toEqual([
      ['feed', 1080, 1080],
      ['portrait', 1080, 1350],
      ['story', 1080, 1920],
      ['link', 1200, 628],
    ]);

    const timings: string[] = [];
    for (const format of state.formats as { code: string; width: number; height: number }[]) {
      const started = performance.now();
      const ad = await download(admin, `${base}/ad/${format.code}`);
      timings.push(`${format.code} ${Math.round(performance.now() - started)} ms`);
      expect(ad.status).toBe(200);
      expect(ad.headers.get('content-type')).toBe('image/png');
      expect(ad.headers.get('content-disposition')).toContain(
        `adgen-voorjaar-2026-${format.code}-${format.width}x${format.height}.png`,
      );
      const meta = await sharp(ad.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', format.width, format.height]);
    }
    console.info(`ad composition: ${timings.join(', ')}`);

    // The top left corner shows the main image: blue.
    const before = await download(admin, `${base}/ad/feed`);
    const [r, , b] = await pixel(before.data, 5, 5);
    expect(b).toBeGreaterThan(150);
    expect(r).toBeLessThan(100);
    // Asked again without a change, the same ad comes back (kept).
    expect((await download(admin, `${base}/ad/feed`)).data.equals(before.data)).toBe(true);

    // A new main image: new fingerprint and a new ad, now green in the corner.
    const replaced = await upload(
      api.url,
      admin,
      `${base}/main-image`,
      await image(1200, 1200, '#2f9e44', 'png'),
      'groen.png',
    );
    const feedBefore = state.formats.find((f: { code: string }) => f.code === 'feed').fingerprint;
    const feedAfter = replaced.body.formats.find(
      (f: { code: string }) => f.code === 'feed',
    ).fingerprint;
    expect(feedAfter).not.toBe(feedBefore);
    const after = await download(admin, `${base}/ad/feed`);
    expect(after.data.equals(before.data)).toBe(false);
    const [, g2, b2] = await pixel(after.data, 5, 5);
    expect(g2).toBeGreaterThan(120);
    expect(b2).toBeLessThan(120);
  });

  it('reads back and removes an uploaded image', async () => {
    const base = `/v2/campaign/${campaignId}/ad-generator`;
    const read = await download(admin, `${base}/product-image/2`);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(read.data).metadata()).width).toBe(500);
    expect((await download(admin, `${base}/product-image/4`)).status).toBe(404);

    const removed = await admin.delete(`${base}/product-image/2`);
    expect(removed.status).toBe(200);
    expect(removed.body.product_images).toEqual([]);
    expect((await admin.delete(`${base}/product-image/2`)).status).toBe(404);
    expect((await admin.delete(`${base}/product-image/9`)).status).toBe(400);
    expect((await download(admin, `${base}/product-image/2`)).status).toBe(404);
  });
});
