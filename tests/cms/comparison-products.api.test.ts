/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatGtin } from '#domain/comparison/gtin';
import { cmsPages } from '../../api/src/cms/page.table';
import { comparisonProductEans, comparisonProducts } from '../../api/src/comparison/product.table';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor } from '../companies/company-test-kit';

let api: RunningApi;
let editor: TestClient;

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'cms@demo.nl');
});
afterAll(async () => api?.close());

/** A demo product that is known by an additional EAN besides its own. */
async function productWithAdditionalEan() {
  const [row] = await api.db
    .select({
      id: comparisonProducts.id,
      name: comparisonProducts.name,
      ean: comparisonProductEans.ean,
    })
    .from(comparisonProductEans)
    .innerJoin(comparisonProducts, eq(comparisonProducts.id, comparisonProductEans.productId))
    .where(eq(comparisonProductEans.isMain, false))
    .orderBy(asc(comparisonProducts.id))
    .limit(1);
  const [main] = await api.db
    .select({ ean: comparisonProductEans.ean })
    .from(comparisonProductEans)
    .where(
      and(eq(comparisonProductEans.productId, row!.id), eq(comparisonProductEans.isMain, true)),
    );
  return { ...row!, additional: formatGtin(row!.ean), main: formatGtin(main!.ean) };
}

describe("the page editor's comparison product picker", () => {
  it('finds products by part of the name, 10 a page with the total, and shows only what the picker needs', async () => {
    const first = await editor.get('/cms/comparison-product?search=a');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.total).toBeGreaterThan(10);
    expect(first.headers.get('x-pagination-total')).toBe(String(first.body.total));
    const second = await editor.get('/cms/comparison-product?search=a&page=2');
    expect(second.body.items).toHaveLength(10);
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);

    const { name } = await productWithAdditionalEan();
    const byName = await editor.get(
      `/cms/comparison-product?search=${encodeURIComponent(name.slice(2, 14).toUpperCase())}`,
    );
    const found = byName.body.items.find((p: any) => p.name === name);
    expect(found).toBeDefined();
    expect(Object.keys(found).sort()).toEqual(
      ['brand', 'core_product_id', 'core_product_name', 'ean', 'id', 'image', 'name'].sort(),
    );
    expect(found.ean).toMatch(/^\d{13}$/);
    expect(found.core_product_name).toMatch(/^(Warmtepompen|Zonnepanelen|Robotstofzuigers)$/);
  });

  it('finds a product by its own EAN and by an additional one, with its first image', async () => {
    const product = await productWithAdditionalEan();
    for (const ean of [product.main, product.additional, product.additional.replace(/^0+/, '')]) {
      const answer = await editor.get(`/cms/comparison-product?search=${ean}`);
      expect(
        answer.body.items.map((p: any) => p.id),
        ean,
      ).toEqual([product.id]);
      expect(answer.body.items[0].ean).toBe(product.main);
    }
    // A comparison editor gives it a picture (the offline provider draws them by EAN).
    const comparison = await clientFor(api.url, 'comparison@demo.nl');
    const offered = await comparison.get(`/comparison/product/${product.id}/provider-image`);
    const picked = await comparison.post(`/comparison/product/${product.id}/provider-image`, {
      keys: [offered.body.items[0].key],
    });
    const uploadId = picked.body.product.images[0].upload_id;
    const withImage = await editor.get(`/cms/comparison-product?search=${product.main}`);
    expect(withImage.body.items[0].image).toMatchObject({
      upload_id: uploadId,
      has_thumbnail: true,
    });
    expect((await editor.get(`/cms/upload/${uploadId}/thumbnail`)).status).toBe(200);
  });

  it('names the products of the EANs a page holds, in their order, and says which EANs have none', async () => {
    const product = await productWithAdditionalEan();
    const answer = await editor.get(
      `/cms/comparison-product/by-ean?eans=${product.additional},8712345678906,12345,${product.main}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item: any) => [item.ean, item.product?.name ?? null])).toEqual([
      [product.additional, product.name],
      ['8712345678906', null],
      ['12345', null],
      [product.main, product.name],
    ]);
    const tooMany = Array.from({ length: 101 }, () => product.main).join(',');
    const refused = await editor.get(`/cms/comparison-product/by-ean?eans=${tooMany}`);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ eans: 'MESSAGE.VALUE_TOO_HIGH' });
  });

  it('answers a product for every EAN the demo pages hold (the demo compares real catalogue products)', async () => {
    const pages = await api.db
      .select({ productEans: cmsPages.productEans, blocks: cmsPages.blocks })
      .from(cmsPages);
    const eans = [
      ...new Set(
        pages.flatMap((page) => [
          ...page.productEans,
          ...page.blocks.flatMap((block) =>
            block.type === 'ComparisonBlock' || block.type === 'BestProductsBlock'
              ? block.eans
              : block.type === 'ClickoutBlock' && block.ean
                ? [block.ean]
                : [],
          ),
        ]),
      ),
    ];
    expect(eans.length).toBeGreaterThanOrEqual(4);
    const answer = await editor.get(`/cms/comparison-product/by-ean?eans=${eans.join(',')}`);
    expect(answer.status).toBe(200);
    expect(answer.body.items.filter((item: any) => !item.product)).toEqual([]);
    expect(new Set(answer.body.items.map((item: any) => item.product.core_product_name))).toEqual(
      new Set(['Zonnepanelen']),
    );
  });

  it('is for content editors only: comparison editors and others are refused', async () => {
    const anonymous = createClient(api.url);
    const comparison = await clientFor(api.url, 'comparison@demo.nl');
    const finance = await clientFor(api.url, 'finance@demo.nl');
    for (const path of [
      '/cms/comparison-product?search=a',
      '/cms/comparison-product/by-ean?eans=8712345678906',
    ]) {
      expect((await anonymous.get(path)).status, path).toBe(401);
      expect((await comparison.get(path)).status, path).toBe(403);
      expect((await finance.get(path)).status, path).toBe(403);
    }
  });
});
