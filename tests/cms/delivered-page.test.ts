import { describe, expect, it } from 'vitest';
import {
  contentBlockSchema,
  type ContentBlock,
  type ContentBlockInput,
} from '#domain/cms/content-block';
import { deliveredBlock, referencedIds, type DeliveryLookups } from '#domain/cms/delivered-page';

const block = (input: ContentBlockInput): ContentBlock => contentBlockSchema.parse(input);

const LOOKUPS: DeliveryLookups = {
  pageUrls: new Map([[7, '/zonnepanelen/kosten']]),
  images: new Map([[3, { url: '/uploads/dak.jpg', alt: 'Dak', width: 800, height: 600 }]]),
  products: new Map([[11, { discr: 'zonnepanelen', name: 'Zonnepanelen' }]]),
};

const pageLink = (page_id: number) => ({ label: 'Kosten', page_id });
const externalLink = { label: 'Meer', external: true, external_url: 'https://example.nl/x' };

describe('a block as a public site gets it', () => {
  it('follows page links to their url and keeps external addresses', () => {
    const delivered = deliveredBlock(
      block({ type: 'CtaBlock', position: 4, hyperlinks: [pageLink(7), externalLink] }),
      LOOKUPS,
    );
    expect(delivered.hyperlinks).toEqual([
      { label: 'Kosten', external: false, url: '/zonnepanelen/kosten' },
      { label: 'Meer', external: true, url: 'https://example.nl/x' },
    ]);
    expect(delivered).not.toHaveProperty('position');
    expect(delivered).toMatchObject({ type: 'CtaBlock', columns: 12 });
  });
  it('gives no url for a link to a page that is gone or to no page', () => {
    const delivered = deliveredBlock(
      block({ type: 'NavigationButtons', hyperlinks: [pageLink(99), { label: 'Leeg' }] }),
      LOOKUPS,
    );
    expect(delivered.hyperlinks).toEqual([
      { label: 'Kosten', external: false, url: null },
      { label: 'Leeg', external: false, url: null },
    ]);
  });
  it('follows the own links of a clickout block', () => {
    const delivered = deliveredBlock(
      block({ type: 'ClickoutBlock', clickout_type: 'custom', clickout_links: [pageLink(7)] }),
      LOOKUPS,
    );
    expect(delivered.clickout_links).toEqual([
      { label: 'Kosten', external: false, url: '/zonnepanelen/kosten' },
    ]);
  });
  it('replaces uploads by their image, or nothing when the upload is gone or not chosen', () => {
    const delivered = deliveredBlock(
      block({
        type: 'ImageBlock',
        images: [
          { image_id: 3, alt: 'Plat dak', caption: 'Voor' },
          { image_id: 4, alt: '', caption: '' },
          { image_id: null, alt: '', caption: '' },
        ],
      }),
      LOOKUPS,
    );
    expect(delivered.images).toEqual([
      { image: LOOKUPS.images.get(3), alt: 'Plat dak', caption: 'Voor' },
      { image: null, alt: '', caption: '' },
      { image: null, alt: '', caption: '' },
    ]);
  });
  it('gives each example its image', () => {
    const delivered = deliveredBlock(
      block({ type: 'ExampleBlock', examples: [{ title: 'Voorbeeld', image_id: 3 }] }),
      LOOKUPS,
    );
    expect(delivered.examples).toEqual([
      { title: 'Voorbeeld', content: '', image: LOOKUPS.images.get(3) },
    ]);
  });
  it('names the product of a quote form instead of its id', () => {
    for (const type of ['QuoteFormBlock', 'QuoteFormV2Block'] as const) {
      const delivered = deliveredBlock(block({ type, product_id: 11, steps: 3 }), LOOKUPS);
      expect(delivered).toMatchObject({
        type,
        steps: 3,
        product: { discr: 'zonnepanelen', name: 'Zonnepanelen' },
      });
      expect(delivered).not.toHaveProperty('product_id');
      expect(deliveredBlock(block({ type, product_id: 12 }), LOOKUPS).product).toBeNull();
      expect(deliveredBlock(block({ type }), LOOKUPS).product).toBeNull();
    }
  });
  it('passes other blocks on as they are, without their position', () => {
    expect(deliveredBlock(block({ type: 'TextBlock', content: '<p>Hallo</p>' }), LOOKUPS)).toEqual({
      type: 'TextBlock',
      columns: 12,
      heading: '',
      anchor: '',
      content: '<p>Hallo</p>',
    });
  });
});

describe('what a page points at', () => {
  it('collects the pages, uploads and products of all blocks once each', () => {
    const ids = referencedIds([
      block({ type: 'CtaBlock', hyperlinks: [pageLink(7), externalLink, { label: 'Leeg' }] }),
      block({ type: 'ClickoutBlock', clickout_links: [pageLink(8), pageLink(7)] }),
      block({ type: 'ImageBlock', images: [{ image_id: 3 }, { image_id: null }] }),
      block({ type: 'ExampleBlock', examples: [{ image_id: 5 }, { image_id: 3 }] }),
      block({ type: 'QuoteFormBlock', product_id: 11 }),
      block({ type: 'QuoteFormV2Block' }),
      block({ type: 'TextBlock' }),
    ]);
    expect(ids).toEqual({ pages: [7, 8], uploads: [3, 5], products: [11] });
  });
  it('finds nothing on an empty page', () => {
    expect(referencedIds([])).toEqual({ pages: [], uploads: [], products: [] });
  });
});
