/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gtinCheckDigit } from '#domain/comparison/gtin';
import { crawlQueuedProducts } from '../../api/src/comparison/product-crawl';
import { httpSpecPageReader, type SpecPageReader } from '../../api/src/comparison/spec-page-reader';
import { clientFor } from '../companies/company-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let editor: TestClient;
let site: Server;
let siteUrl: string;
let heatPumps: any;

/**
 * The real HTTP reader, with the manufacturer's host (which no DNS knows) served by the
 * local site of this test.
 */
const reader: SpecPageReader = {
  read: (url) => httpSpecPageReader.read(url.replace('https://www.fabrikant.test', siteUrl)),
};

/** A manufacturer's product page with a spec table and a definition list. */
const PAGE = `<!doctype html><html><body><h1>Aqua 8</h1>
<table class="specs">
  <tr><th>Vermogen</th><td>8 kW</td></tr>
  <tr><th>Geluidsdruk buiten:</th><td>42&nbsp;dB(A)</td></tr>
  <tr><td>Koudemiddel</td><td><b>R290</b></td></tr>
  <tr><th>Kleur</th><td>wit</td></tr>
</table>
<dl><dt>Garantie</dt><dd>7 jaar</dd></dl>
</body></html>`;

beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === '/aqua-8') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE);
    } else {
      response.writeHead(404);
      response.end('not here');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  api = await startApi();
  editor = await clientFor(api.url, 'comparison@demo.nl');
  heatPumps = (await editor.get('/comparison/core-product')).body.items.find(
    (c: any) => c.discr === 'heat_pump',
  );
});
afterAll(async () => {
  await api?.close();
  site?.close();
});

let serial = 0;
async function productReading(path: string) {
  serial += 1;
  const body = `52${String(serial).padStart(10, '0')}`;
  const created = await editor.post('/comparison/product', {
    core_product_id: heatPumps.id,
    name: `Leespomp ${serial}`,
    ean: `${body}${gtinCheckDigit(body)}`,
    scrape_uri: `https://www.fabrikant.test${path}`,
  });
  expect(created.body.message).toBe('MESSAGE.CHANGES_SAVED_CRAWLING_IN_BACKGROUND');
  return created.body.product;
}

describe('reading a product page in the background', () => {
  it('turns known spec names into specs, keeps an editor’s value, and keeps unknown names to map', async () => {
    const product = await productReading('/aqua-8');
    const brandNew = product.specs.find((spec: any) => spec.name === 'Garantie');
    // The editor gave a value for Koudemiddel already: the page does not overwrite it.
    const refrigerant = product.specs.find((spec: any) => spec.name === 'Koudemiddel');
    await editor.post(`/comparison/product/${product.id}/specs`, {
      version: product.version,
      specs: [{ feature_id: refrigerant.feature_id, value: 'R32' }],
    });

    expect(await crawlQueuedProducts(api.db, reader)).toBeGreaterThanOrEqual(1);
    const read = (await editor.get(`/comparison/product/${product.id}`)).body;
    expect(read.crawl_state).toBe('idle');
    expect(read.crawled_at).not.toBeNull();
    const value = (name: string) => read.specs.find((spec: any) => spec.name === name);
    expect(value('Vermogen')).toMatchObject({ value: '8 kW', source: 'spec_website' });
    expect(value('Koudemiddel')).toMatchObject({ value: 'R32', source: 'editor' });
    expect(value('Garantie')).toMatchObject({ feature_id: brandNew.feature_id, value: '7 jaar' });

    const unmapped = (
      await editor.get(
        `/comparison/core-product/${heatPumps.id}/unmapped-feature?search=Geluidsdruk`,
      )
    ).body.items;
    expect(
      unmapped.find(
        (row: any) => row.name === 'Geluidsdruk buiten' && row.source === 'spec_website',
      ),
    ).toMatchObject({
      sample_value: '42 dB(A)',
    });
    // Nothing is read twice.
    expect(await crawlQueuedProducts(api.db, reader)).toBe(0);
  });

  it('reads a name as an editor mapped or ignored it on the feature mapping screen', async () => {
    // The first test left Geluidsdruk buiten and Kleur as names to map.
    const open = (
      await editor.get(`/comparison/core-product/${heatPumps.id}/unmapped-feature?search=`)
    ).body.items.filter((row: any) => row.source === 'spec_website');
    const noise = open.find((row: any) => row.name === 'Geluidsdruk buiten');
    const colour = open.find((row: any) => row.name === 'Kleur');
    const features = (await editor.get(`/comparison/core-product/${heatPumps.id}/feature`)).body
      .items;
    const target = features.find((feature: any) => /geluid/i.test(feature.name)) ?? features[0];
    expect(
      (await editor.post(`/comparison/unmapped-feature/${noise.id}/map`, { feature_id: target.id }))
        .status,
    ).toBe(200);
    expect((await editor.post(`/comparison/unmapped-feature/${colour.id}/ignore`)).status).toBe(
      200,
    );

    const product = await productReading('/aqua-8');
    await crawlQueuedProducts(api.db, reader);
    const read = (await editor.get(`/comparison/product/${product.id}`)).body;
    expect(read.specs.find((spec: any) => spec.feature_id === target.id)).toMatchObject({
      value: '42 dB(A)',
      source: 'spec_website',
    });
    expect(read.specs.some((spec: any) => spec.value === 'wit')).toBe(false);
    // Neither name is back on the list to map.
    const after = (
      await editor.get(`/comparison/core-product/${heatPumps.id}/unmapped-feature?search=`)
    ).body.items
      .filter((row: any) => row.source === 'spec_website')
      .map((row: any) => row.name);
    expect(after).not.toContain('Geluidsdruk buiten');
    expect(after).not.toContain('Kleur');

    // Once its feature is deleted, a mapped name waits for an editor again.
    expect((await editor.delete(`/comparison/feature/${target.id}`)).status).toBe(200);
    await productReading('/aqua-8');
    await crawlQueuedProducts(api.db, reader);
    const reopened = (
      await editor.get(`/comparison/core-product/${heatPumps.id}/unmapped-feature?search=`)
    ).body.items.find(
      (row: any) => row.source === 'spec_website' && row.name === 'Geluidsdruk buiten',
    );
    expect(reopened).toMatchObject({ sample_value: '42 dB(A)' });
  });

  it('marks the product failed when its page cannot be read', async () => {
    const product = await productReading('/gone');
    await crawlQueuedProducts(api.db, reader);
    expect((await editor.get(`/comparison/product/${product.id}`)).body.crawl_state).toBe('failed');
  });
});
