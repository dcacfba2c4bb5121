import { describe, expect, it } from 'vitest';
import { newPageDefaults } from '#domain/cms/new-page';
import { depthDashes, pageDepth } from '#domain/cms/page-depth';
import { pageInputSchema } from '#domain/cms/page-input';
import { pageTypeFeatures } from '#domain/cms/page-type-features';
import { normalizePageUrl } from '#domain/cms/page-url';

describe('a new page', () => {
  it('is a page with submenu and cover holding one full-width text block', () => {
    const page = newPageDefaults('/nieuw');
    expect(page).toMatchObject({ type: 'GenericPage', widget_position: 0, tags: [] });
    expect(page.blocks).toEqual([
      { type: 'TextBlock', columns: 12, position: 0, heading: '', anchor: '', content: '' },
    ]);
    expect(pageInputSchema.parse(page)).toEqual(page);
  });
});

describe('the save rules', () => {
  const save = (page: Record<string, unknown>) => pageInputSchema.parse({ url: '/a', ...page });

  it('clear the anchor of a block without heading and number the blocks in order', () => {
    const page = save({
      blocks: [
        { type: 'TextBlock', heading: '', anchor: 'los', position: 7 },
        { type: 'TextBlock', heading: 'Kop', anchor: 'kop', position: 3 },
      ],
    });
    expect(page.blocks.map((b) => [b.position, b.anchor])).toEqual([
      [0, ''],
      [1, 'kop'],
    ]);
  });

  it.each([
    ['default', { default_table: 'tabel', table_heading: '', clickout_links: [], ean: null }],
    ['custom', { default_table: '', table_heading: 'Winkels', ean: null }],
    ['ean', { default_table: '', table_heading: '', clickout_links: [], ean: '87123456' }],
  ])('keep only the fields of click-out type %s', (clickoutType, expected) => {
    const page = save({
      blocks: [
        {
          type: 'ClickoutBlock',
          clickout_type: clickoutType,
          default_table: 'tabel',
          table_heading: 'Winkels',
          clickout_links: [{ label: 'Shop', external: true, external_url: 'https://s.nl' }],
          ean: '87123456',
        },
      ],
    });
    expect(page.blocks[0]).toMatchObject(expected);
    if (clickoutType === 'custom')
      expect(page.blocks[0]).toHaveProperty('clickout_links.0.label', 'Shop');
  });

  it('keep created and updated on blog and news detail pages only', () => {
    const dates = { created: '2025-01-02', updated: '2025-01-03' };
    expect(save({ type: 'BlogDetailPage', ...dates })).toMatchObject(dates);
    expect(save({ type: 'NewsDetailPage', ...dates })).toMatchObject(dates);
    expect(save({ type: 'ContentPage', ...dates })).toMatchObject({ created: null, updated: null });
    expect(
      pageInputSchema.safeParse({ url: '/a', type: 'BlogDetailPage', created: '2025-13-40' })
        .success,
    ).toBe(false);
  });

  it.each(['CityPage', 'ProvincePage', 'CountryPage'])(
    'require the lead-generator product on a %s',
    (type) => {
      const without = pageInputSchema.safeParse({ url: '/a', type });
      expect(without.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['lead_product_id', 'MESSAGE.FIELD_REQUIRED'],
      ]);
      expect(pageInputSchema.safeParse({ url: '/a', type, lead_product_id: 3 }).success).toBe(true);
      expect(pageInputSchema.safeParse({ url: '/a', type: 'GenericPage' }).success).toBe(true);
    },
  );
});

describe('page urls and depth', () => {
  it('are normalised and indented one dash per level', () => {
    expect(normalizePageUrl(' Zonnepanelen/Kosten/ ')).toBe('/zonnepanelen/kosten');
    expect(normalizePageUrl('/')).toBe('/');
    expect(pageInputSchema.safeParse({ url: '/met spatie' }).success).toBe(false);
    expect([pageDepth('/'), pageDepth('/a'), pageDepth('/a/b'), pageDepth('/a/b/c')]).toEqual([
      0, 0, 1, 2,
    ]);
    expect(depthDashes(0)).toBe('');
    expect(depthDashes(2)).toBe('-- ');
  });
});

describe('what a page type offers', () => {
  it('follows the lists of page types per feature', () => {
    expect(pageTypeFeatures('BlogDetailPage')).toEqual({
      authorAndSources: true,
      headerImage: true,
      comparisonProducts: false,
      dates: true,
      leadProductRequired: false,
    });
    expect(pageTypeFeatures('ProductListPage').comparisonProducts).toBe(true);
    expect(pageTypeFeatures('GenericPage')).toEqual({
      authorAndSources: false,
      headerImage: false,
      comparisonProducts: false,
      dates: false,
      leadProductRequired: false,
    });
  });
});
