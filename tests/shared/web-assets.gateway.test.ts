import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal } from '../support/portal-harness';
import type { RunningStack } from '../support/gateway-harness';

/**
 * The built web app as the gateway serves it: precompressed files chosen by
 * accept-encoding, long caching for hashed assets, none for index.html, and
 * index.html for any app route (deep links). undici's `request` does not
 * decompress, so the bytes on the wire are what the test sees.
 */
const WEB_DIST = resolve(import.meta.dirname, '../../web/dist');
const IMMUTABLE = 'public, max-age=31536000, immutable';

let portal: RunningStack;
let entryScript: string;

beforeAll(async () => {
  portal = await startPortal();
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const match = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match) throw new Error('index.html references no module script');
  entryScript = match[1]!;
});
afterAll(async () => {
  await portal?.close();
});

async function get(path: string, acceptEncoding?: string) {
  const headers: Record<string, string> = {};
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  const answer = await request(`${portal.gatewayUrl}${path}`, { headers });
  const body = Buffer.from(await answer.body.arrayBuffer());
  return { status: answer.statusCode, headers: answer.headers, body };
}

function fileOf(path: string): Buffer {
  return readFileSync(join(WEB_DIST, path));
}

describe('web assets over HTTP', () => {
  it('sends brotli to a browser that accepts it, gzip next', async () => {
    const plain = fileOf(entryScript);
    const br = await get(entryScript, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);

    const gzip = await get(entryScript, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.body).equals(plain)).toBe(true);
  });

  it('sends the plain file without accept-encoding or for identity', async () => {
    const plain = fileOf(entryScript);
    for (const acceptEncoding of [undefined, 'identity']) {
      const answer = await get(entryScript, acceptEncoding);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(plain)).toBe(true);
    }
  });

  it('lets browsers keep hashed assets for a year, stylesheets included', async () => {
    const html = fileOf('index.html').toString('utf8');
    const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(stylesheet).toBeDefined();
    for (const path of [entryScript, stylesheet!]) {
      const answer = await get(path, 'br');
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('answers index.html with no-cache, compressed when asked', async () => {
    const answer = await get('/', 'br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const html =
      answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body;
    expect(html.equals(fileOf('index.html'))).toBe(true);
  });

  it.each(['/login', '/company/12/edit', '/customer/company-profile?tab=1'])(
    'serves the app for the deep link %s',
    async (path) => {
      for (const acceptEncoding of ['br', 'gzip', 'identity']) {
        const answer = await get(path, acceptEncoding);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toMatch(/text\/html/);
        expect(answer.headers['cache-control']).toBe('no-cache');
        const encoding = answer.headers['content-encoding'];
        const html =
          encoding === 'br'
            ? brotliDecompressSync(answer.body)
            : encoding === 'gzip'
              ? gunzipSync(answer.body)
              : answer.body;
        expect(html.equals(fileOf('index.html'))).toBe(true);
      }
    },
  );

  it('answers 404 for a missing asset instead of the app', async () => {
    const answer = await get('/assets/no-such-file-1234.js', 'br');
    expect(answer.status).toBe(404);
  });
});
