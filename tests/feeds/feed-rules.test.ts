import { describe, expect, it } from 'vitest';
import { gtinCheckDigit } from '#domain/comparison/gtin';
import {
  applyDataMapping,
  compileMappings,
  compilePattern,
  exactPattern,
  mappingGroupInputSchema,
} from '#domain/feeds/data-mapping';
import { feedInputSchema } from '#domain/feeds/feed-input';
import { readFeedItem, readStock } from '#domain/feeds/feed-item';
import { feedPriceCents } from '#domain/feeds/feed-price';
import {
  proposeStructure,
  sameKeys,
  structureErrors,
  type StructureEntry,
} from '#domain/feeds/feed-structure';

const ean = (body: string) => `${body}${gtinCheckDigit(body)}`;
const EAN = ean('871234567890');

describe('feed prices in euros to cents', () => {
  it.each([
    ['12,95', 1295],
    ['€ 12,95', 1295],
    ['12.95 EUR', 1295],
    ['1.299,00', 129900],
    ['1,299.00', 129900],
    ['1299.00', 129900],
    ['1.299', 129900],
    ['12,-', 1200],
    ['12,5', 1250],
    ['12,999', 1299900],
    ['0', 0],
    [' 7 ', 700],
    ['2.499.999,99', 249999999],
  ])('%s is %i cents', (text, cents) => {
    expect(feedPriceCents(text)).toBe(cents);
  });

  it.each(['', 'gratis', '-5', '12,345,6', '1.2.3', '12,9999', '€', '9999999999'])(
    '%s is no price',
    (text) => {
      expect(feedPriceCents(text)).toBeNull();
    },
  );
});

describe('the structure proposal', () => {
  it('maps keys by their names, Dutch, English or Google Shopping', () => {
    const proposed = proposeStructure([
      { feed_key: 'g:id', sample_values: ['A-1'] },
      { feed_key: 'titel', sample_values: ['Aqua 8'] },
      { feed_key: 'prijs', sample_values: ['1.299,00'] },
      { feed_key: 'deeplink', sample_values: ['https://shop.test/a'] },
      { feed_key: 'Verzendkosten', sample_values: ['4,95'] },
      { feed_key: 'voorraad', sample_values: ['ja'] },
      { feed_key: 'levertijd', sample_values: ['1-2 dagen'] },
      { feed_key: 'omschrijving', sample_values: ['Stil'] },
      { feed_key: 'kleur', sample_values: ['wit'] },
      { feed_key: 'code', sample_values: [EAN] },
      { feed_key: 'image', sample_values: ['https://shop.test/a.jpg'] },
    ]);
    const by = Object.fromEntries(proposed.map((e) => [e.feed_key, e.property]));
    expect(by).toEqual({
      'g:id': 'customerId',
      titel: 'name',
      prijs: 'price',
      deeplink: 'url',
      Verzendkosten: 'shippingCosts',
      voorraad: 'inStock',
      levertijd: 'deliveryTime',
      omschrijving: 'description',
      kleur: null,
      // Not named like an EAN, but every value is one.
      code: 'ean',
      image: null,
    });
    expect(proposed.find((e) => e.feed_key === 'prijs')?.sample_values).toEqual(['1.299,00']);
  });

  it('gives each property one key and keeps what was confirmed before', () => {
    const before: StructureEntry[] = [{ feed_key: 'artikel', property: 'name', sample_values: [] }];
    const proposed = proposeStructure(
      [
        { feed_key: 'name', sample_values: [] },
        { feed_key: 'artikel', sample_values: [] },
        { feed_key: 'product/name', sample_values: [] },
      ],
      before,
    );
    expect(proposed.map((e) => e.property)).toEqual([null, 'name', null]);
    expect(sameKeys(before, [{ feed_key: 'artikel', sample_values: [] }])).toBe(true);
    expect(sameKeys(before, [{ feed_key: 'name', sample_values: [] }])).toBe(false);
  });

  it('needs EAN, price and URL, and each property once', () => {
    expect(
      structureErrors(
        [
          { feed_key: 'a', property: 'price' },
          { feed_key: 'b', property: 'price' },
          { feed_key: 'x', property: 'name' },
        ],
        ['a', 'b'],
      ),
    ).toEqual({
      'structure.1.property': 'MESSAGE.FEED_PROPERTY_MAPPED_TWICE',
      'structure.2.feed_key': 'MESSAGE.SELECT_OPTION',
      'structure.ean': 'MESSAGE.FIELD_REQUIRED',
      'structure.url': 'MESSAGE.FIELD_REQUIRED',
    });
  });
});

describe('data mappings', () => {
  it('applies the first confirmed mapping of the property, groups and all', () => {
    const compiled = compileMappings([
      {
        property: 'deliveryTime',
        mappings: [
          { pattern: 'morgen', replacement: '1 dag', confirmed: false },
          { pattern: '^(\\d+) werkdagen$', replacement: '$1 dagen', confirmed: true },
          { pattern: 'dagen', replacement: 'nooit', confirmed: true },
        ],
      },
    ]);
    expect(applyDataMapping(compiled, 'deliveryTime', '3 Werkdagen')).toEqual({
      value: '3 dagen',
      mapped: true,
    });
    expect(applyDataMapping(compiled, 'deliveryTime', 'morgen')).toEqual({
      value: 'morgen',
      mapped: false,
    });
    expect(applyDataMapping(compiled, 'name', '3 werkdagen').mapped).toBe(false);
  });

  it('proposes exact patterns and refuses broken ones', () => {
    expect(compilePattern(exactPattern('a+b (1)'))?.test('A+B (1)')).toBe(true);
    expect(compilePattern('(')).toBeNull();
    const parsed = mappingGroupInputSchema.safeParse({
      name: 'Voorraad',
      property: 'inStock',
      mappings: [
        { pattern: '(', replacement: 'ja' },
        { pattern: 'x', replacement: '' },
        { pattern: 'x', replacement: '' },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['mappings.0.pattern', 'MESSAGE.ENTER_VALID_PATTERN'],
      ['mappings.2.pattern', 'MESSAGE.NAME_IN_USE'],
    ]);
  });
});

describe('reading a feed item', () => {
  const structure: StructureEntry[] = [
    { feed_key: 'ean', property: 'ean', sample_values: [] },
    { feed_key: 'price', property: 'price', sample_values: [] },
    { feed_key: 'ship', property: 'shippingCosts', sample_values: [] },
    { feed_key: 'link', property: 'url', sample_values: [] },
    { feed_key: 'stock', property: 'inStock', sample_values: [] },
    { feed_key: 'title', property: 'name', sample_values: [] },
    { feed_key: 'colour', property: null, sample_values: [] },
  ];
  const none = compileMappings([]);

  it('reads a complete item', () => {
    const item = readFeedItem(
      {
        ean: ` 0${EAN} `,
        price: '€ 1.299,00',
        ship: '',
        link: 'https://shop.test/p/1',
        stock: 'Op voorraad',
        title: 'Aqua 8',
      },
      structure,
      none,
    );
    expect(item).toMatchObject({
      ean: Number(EAN),
      priceCents: 129900,
      shippingCents: null,
      inStock: true,
      url: 'https://shop.test/p/1',
      name: 'Aqua 8',
      problems: [],
      complete: true,
    });
  });

  it('names every problem of an item', () => {
    const item = readFeedItem(
      { ean: '8712345678900', price: 'op aanvraag', ship: 'gratis', link: 'shop', stock: 'soms' },
      structure,
      none,
    );
    expect(item.complete).toBe(false);
    expect(item.problems).toEqual([
      { kind: 'invalid_ean', value: '8712345678900' },
      { kind: 'invalid_price', value: 'op aanvraag' },
      { kind: 'invalid_shipping_price', value: 'gratis' },
      { kind: 'invalid_url', value: 'shop' },
      { kind: 'data_mapping_error', value: 'soms' },
    ]);
    expect(item.unknownStock).toBe('soms');
    expect(readFeedItem({}, structure, none).problems.map((p) => p.kind)).toEqual([
      'invalid_ean',
      'invalid_price',
      'invalid_url',
    ]);
  });

  it('blames a mapping that made a value invalid, and uses one that mends it', () => {
    const mappings = compileMappings([
      {
        property: 'price',
        mappings: [
          { pattern: '^vanaf ', replacement: '', confirmed: true },
          { pattern: 'op aanvraag', replacement: 'n.v.t.', confirmed: true },
        ],
      },
      {
        property: 'inStock',
        mappings: [{ pattern: '^soms$', replacement: 'ja', confirmed: true }],
      },
    ]);
    const mended = readFeedItem(
      { ean: EAN, price: 'vanaf 12,50', link: 'https://shop.test/a', stock: 'soms' },
      structure,
      mappings,
    );
    expect(mended).toMatchObject({ priceCents: 1250, inStock: true, complete: true, problems: [] });
    const broken = readFeedItem(
      { ean: EAN, price: 'op aanvraag', link: 'https://shop.test/a' },
      structure,
      mappings,
    );
    expect(broken.problems).toEqual([{ kind: 'data_mapping_error', value: 'n.v.t.' }]);
  });

  it('reads stock texts', () => {
    expect(readStock('12')).toBe(true);
    expect(readStock('0')).toBe(false);
    expect(readStock('Uitverkocht')).toBe(false);
    expect(readStock('')).toBeNull();
    expect(readStock('misschien')).toBeUndefined();
  });
});

describe('a feed as typed', () => {
  it('forces xml for all but icecat and checks the address', () => {
    expect(
      feedInputSchema.parse({ source: 'bol', type: 'csv', url: 'feeds.shop.test/a.csv' }),
    ).toMatchObject({ type: 'xml', url: 'https://feeds.shop.test/a.csv', company_id: null });
    expect(
      feedInputSchema.parse({ source: 'icecat', type: 'csv', url: 'https://a.test' }).type,
    ).toBe('csv');
    const bad = feedInputSchema.safeParse({ source: 'x', url: 'ftp://a.test/f' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['source', 'MESSAGE.SELECT_OPTION'],
      ['url', 'MESSAGE.ENTER_VALID_URL'],
    ]);
  });
});
