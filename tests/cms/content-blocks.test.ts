import { describe, expect, it } from 'vitest';
import { CONTENT_BLOCK_KINDS } from '#domain/cms/content-block-kinds';
import { contentBlockSchema, newContentBlock } from '#domain/cms/content-block';
import { isSafeRichText } from '#domain/cms/rich-text-content';

const common = { columns: 12, position: 0, heading: '', anchor: '' };

describe('content block kinds', () => {
  it('are seventeen, each with its own defaults', () => {
    expect(CONTENT_BLOCK_KINDS).toHaveLength(17);
    const defaults = Object.fromEntries(CONTENT_BLOCK_KINDS.map((k) => [k, newContentBlock(k)]));
    expect(defaults).toEqual({
      TextBlock: { type: 'TextBlock', ...common, content: '' },
      CtaBlock: { type: 'CtaBlock', ...common, content: '', hyperlinks: [] },
      QuoteFormBlock: {
        type: 'QuoteFormBlock',
        ...common,
        product_id: null,
        steps: 2,
        region_first: true,
      },
      QuoteFormV2Block: {
        type: 'QuoteFormV2Block',
        ...common,
        product_id: null,
        steps: 2,
        region_first: true,
      },
      ImageBlock: { type: 'ImageBlock', ...common, images: [] },
      AttentionBlock: { type: 'AttentionBlock', ...common, attention_type: 0, content: '' },
      ClickoutBlock: {
        type: 'ClickoutBlock',
        ...common,
        clickout_type: 'default',
        default_table: '',
        clickout_links: [],
        table_heading: '',
        ean: null,
      },
      ExampleBlock: { type: 'ExampleBlock', ...common, examples: [] },
      NavigationList: {
        type: 'NavigationList',
        ...common,
        list_type: 0,
        fill_type: 'none',
        hyperlinks: [],
      },
      NavigationButtons: { type: 'NavigationButtons', ...common, hyperlinks: [] },
      ComparisonBlock: { type: 'ComparisonBlock', ...common, eans: [] },
      ComparisonBrandBlock: { type: 'ComparisonBrandBlock', ...common, brand: '' },
      EnergyLabelBlock: { type: 'EnergyLabelBlock', ...common, energy_label: null, content: '' },
      ChartBlock: { type: 'ChartBlock', ...common, chart_type: 'bar', chart_items: [] },
      VideoBlock: { type: 'VideoBlock', ...common, url: '', show_title: true, start_at: 0 },
      BestProductsBlock: { type: 'BestProductsBlock', ...common, eans: [] },
      FaqBlock: { type: 'FaqBlock', ...common, answered_questions: [] },
    });
  });

  it('take 12 or 6 columns only', () => {
    expect(contentBlockSchema.safeParse({ type: 'TextBlock', columns: 6 }).success).toBe(true);
    const wrong = contentBlockSchema.safeParse({ type: 'TextBlock', columns: 4 });
    expect(wrong.error?.issues[0]?.path).toEqual(['columns']);
  });

  it("check each kind's own fields", () => {
    const bad = (block: Record<string, unknown>) =>
      contentBlockSchema.safeParse(block).error?.issues.map((i) => i.path.join('.'));
    expect(bad({ type: 'AttentionBlock', attention_type: 10 })).toEqual(['attention_type']);
    expect(bad({ type: 'VideoBlock', url: 'geen adres', start_at: -1 })).toEqual([
      'url',
      'start_at',
    ]);
    expect(bad({ type: 'BestProductsBlock', eans: ['123'] })).toEqual(['eans.0']);
    expect(bad({ type: 'NavigationList', list_type: 5, fill_type: 'cousins' })).toEqual([
      'list_type',
      'fill_type',
    ]);
    expect(bad({ type: 'ClickoutBlock', clickout_type: 'other' })).toEqual(['clickout_type']);
    expect(bad({ type: 'ChartBlock', chart_items: [{ label: 'a', value: 'veel' }] })).toEqual([
      'chart_items.0.value',
    ]);
    expect(bad({ type: 'AnchorBlock' })).toEqual(['type']);
    expect(bad({ type: 'TextBlock', anchor: 'met spatie' })).toEqual(['anchor']);
  });

  it('keep only the kind of link chosen', () => {
    const block = contentBlockSchema.parse({
      type: 'NavigationButtons',
      hyperlinks: [
        { label: 'Extern', external: true, external_url: 'voorbeeld.nl', page_id: 4 },
        { label: 'Intern', external: false, external_url: 'https://x.nl', page_id: 4 },
      ],
    });
    expect(block.type === 'NavigationButtons' && block.hyperlinks).toEqual([
      { label: 'Extern', external: true, external_url: 'https://voorbeeld.nl', page_id: null },
      { label: 'Intern', external: false, external_url: null, page_id: 4 },
    ]);
  });
});

describe('rich text of blocks', () => {
  it('lets through the allowed link schemes and refuses scripts, handlers and other schemes', () => {
    expect(
      isSafeRichText('<p><a href="https://x.nl">x</a> <a href="tel:0301234567">bel</a></p>'),
    ).toBe(true);
    expect(
      isSafeRichText('<p><a href="/contact">contact</a> <a href="mailto:a@b.nl">m</a></p>'),
    ).toBe(true);
    expect(isSafeRichText('<script>alert(1)</script>')).toBe(false);
    expect(isSafeRichText('<img src=x onerror="alert(1)">')).toBe(false);
    expect(isSafeRichText('<a href="javascript:alert(1)">x</a>')).toBe(false);
    expect(isSafeRichText("<a href='data:text/html,x'>x</a>")).toBe(false);
  });
});
