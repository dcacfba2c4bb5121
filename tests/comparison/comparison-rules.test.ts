import { describe, expect, it } from 'vitest';
import { clickPriceFor, resolveCommissionScales } from '#domain/comparison/commission-scale';
import { parseEanList } from '#domain/comparison/ean-list';
import { formatGtin, gtinCheckDigit, gtinValue, isValidGtin } from '#domain/comparison/gtin';
import { linesSchema, specsInputSchema } from '#domain/comparison/product-input';
import { readSpecTable } from '#domain/comparison/spec-table';
import { MESSAGE } from '#domain/shared/messages';

describe('GTIN checks', () => {
  it('accepts GTIN-8, -12, -13 and -14 with the right check digit only', () => {
    expect(isValidGtin('8711253001202')).toBe(true); // EAN-13
    expect(isValidGtin('8711253001203')).toBe(false); // wrong check digit
    expect(isValidGtin('96385074')).toBe(true); // EAN-8
    expect(isValidGtin('036000291452')).toBe(true); // UPC-A (GTIN-12)
    expect(isValidGtin('10036000291459')).toBe(true); // GTIN-14
    expect(isValidGtin(' 8711253001202 ')).toBe(true);
    expect(isValidGtin('871125300120')).toBe(false); // 12 digits, wrong check
    expect(isValidGtin('87112530012021')).toBe(false);
    expect(isValidGtin('871125300120a')).toBe(false);
    expect(isValidGtin('0000000000000')).toBe(false);
    expect(isValidGtin('')).toBe(false);
    expect(gtinCheckDigit('871125300120')).toBe(2);
  });

  it('compares EANs by numeric value and shows them with 13 digits', () => {
    expect(gtinValue('0036000291452')).toBe(gtinValue('036000291452'));
    expect(formatGtin(36000291452)).toBe('0036000291452');
    expect(formatGtin(10036000291459)).toBe('10036000291459');
    expect(gtinValue('8711253001203')).toBeNull();
  });

  it('reads additional EANs typed comma-separated, trimmed, each once', () => {
    expect(parseEanList(' 8711253001202 ,96385074,, 08711253001202, 123 ')).toEqual({
      values: [8711253001202, 96385074],
      invalid: ['123'],
    });
    expect(parseEanList(' , ')).toEqual({ values: [], invalid: [] });
  });
});

describe('commission scales', () => {
  it('fills empty fields with their placeholders and drops empty rows', () => {
    const resolved = resolveCommissionScales([
      { min_cents: null, max_cents: 10_000, click_price_cents: 20 },
      { min_cents: null, max_cents: null, click_price_cents: null },
      { min_cents: null, max_cents: 50_000, click_price_cents: 35 },
      { min_cents: null, max_cents: null, click_price_cents: 55 },
    ]);
    expect(resolved).toEqual({
      rows: [
        { min_cents: 0, max_cents: 10_000, click_price_cents: 20 },
        { min_cents: 10_000, max_cents: 50_000, click_price_cents: 35 },
        { min_cents: 50_000, max_cents: null, click_price_cents: 55 },
      ],
    });
  });

  it('refuses inverted and overlapping ranges, an open end before the last row and a missing price', () => {
    expect(
      resolveCommissionScales([
        { min_cents: 500, max_cents: 100, click_price_cents: 10 },
        { min_cents: 0, max_cents: 200, click_price_cents: null },
      ]),
    ).toEqual({
      errors: {
        'scales.0.max_cents': MESSAGE.SCALE_RANGE_INVERTED,
        'scales.1.min_cents': MESSAGE.SCALE_RANGES_OVERLAP,
        'scales.1.click_price_cents': MESSAGE.FIELD_REQUIRED,
      },
    });
    expect(
      resolveCommissionScales([
        { min_cents: 0, max_cents: null, click_price_cents: 10 },
        { min_cents: 100, max_cents: 200, click_price_cents: 20 },
      ]),
    ).toEqual({
      errors: {
        'scales.0.max_cents': MESSAGE.SCALE_OPEN_END_NOT_LAST,
        'scales.1.min_cents': MESSAGE.SCALE_RANGES_OVERLAP,
      },
    });
  });

  it('gives the click price of the range holding the offer price, from min up to but not including max', () => {
    const rows = [
      { min_cents: 0, max_cents: 10_000, click_price_cents: 20 },
      { min_cents: 20_000, max_cents: null, click_price_cents: 55 },
    ];
    expect(clickPriceFor(rows, 9_999)).toBe(20);
    expect(clickPriceFor(rows, 10_000)).toBe(0); // in the gap: no commission
    expect(clickPriceFor(rows, 20_000)).toBe(55);
    expect(clickPriceFor(rows, 9_000_000)).toBe(55);
    expect(clickPriceFor([], 100)).toBe(0);
  });
});

describe('product input', () => {
  it('keeps pros and cons as trimmed lines without empty ones', () => {
    expect(linesSchema.parse(' Stil \n\n  Zuinig  \n')).toEqual(['Stil', 'Zuinig']);
    expect(linesSchema.parse(['a', ' ', 'b '])).toEqual(['a', 'b']);
  });

  it('drops specs with an empty value', () => {
    expect(
      specsInputSchema.parse([
        { feature_id: 1, value: ' 8 ' },
        { feature_id: 2, value: '  ' },
        { feature_id: 3, value: null },
      ]),
    ).toEqual([{ feature_id: 1, value: '8' }]);
  });
});

describe('reading a product page’s spec table', () => {
  it('reads name and value rows and definition lists, each name once', () => {
    const html = `<table><tr><th>Vermogen:</th><td>8&nbsp;kW</td></tr>
      <tr><td colspan="2">Algemeen</td></tr><tr><td>Kleur</td><td><span>Wit</span> &amp; grijs</td></tr>
      <tr><th>vermogen</th><td>9 kW</td></tr><tr><th>Leeg</th><td> </td></tr></table>
      <dl><dt>Garantie</dt> <dd>7&#160;jaar</dd></dl>`;
    expect(readSpecTable(html)).toEqual([
      { name: 'Vermogen', value: '8 kW' },
      { name: 'Kleur', value: 'Wit & grijs' },
      { name: 'Garantie', value: '7 jaar' },
    ]);
  });
});
