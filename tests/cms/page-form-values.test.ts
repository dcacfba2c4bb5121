import { describe, expect, it } from 'vitest';
import { moveItem } from '../../web/src/lib/move-item';
import {
  errorsUnder,
  formErrorKey,
  newPageValues,
  pageValueErrors,
  toCmsPageInput,
} from '../../web/src/features/cms/page-form-values';
import { parsePageListParams, pageListSearch } from '../../web/src/features/cms/page-list-params';

describe('the page editor values', () => {
  it('send each block with its kind fields apart and lists split', () => {
    const values = {
      ...newPageValues(),
      url: '/a',
      sources: 'Bron een\n\n Bron twee ',
      tags: 'zon, ,dak',
      productEans: '87123456, 87123457',
    };
    const input = toCmsPageInput(values);
    expect(input.blocks).toEqual([
      { type: 'TextBlock', columns: 12, heading: '', anchor: '', fields: { content: '' } },
    ]);
    expect(input).toMatchObject({
      sources: ['Bron een', 'Bron twee'],
      tags: ['zon', 'dak'],
      productEans: ['87123456', '87123457'],
    });
  });

  it('are checked by the domain rules before a save', () => {
    expect(pageValueErrors({ ...newPageValues(), url: '/a' })).toEqual({});
    expect(pageValueErrors({ ...newPageValues(), url: '/a b', type: 'CityPage' })).toEqual({
      url: 'MESSAGE.ENTER_VALID_SLUG',
      lead_product_id: 'MESSAGE.FIELD_REQUIRED',
    });
  });

  it('put server field errors on the editor fields', () => {
    expect(formErrorKey('leadProductId')).toBe('lead_product_id');
    expect(formErrorKey('blocks.2.fields.start_at')).toBe('blocks.2.start_at');
    expect(formErrorKey('blocks.0.heading')).toBe('blocks.0.heading');
    expect(
      errorsUnder({ 'blocks.1.url': 'X', 'blocks.10.url': 'Y', url: 'Z' }, 'blocks.1.'),
    ).toEqual({ url: 'X' });
  });

  it('move blocks', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 1, 9)).toEqual(['a', 'b']);
  });
});

describe('the page list parameters', () => {
  it('start with the current domain and survive the URL', () => {
    const params = parsePageListParams(new URLSearchParams('type=CityPage&page=2'), '4');
    expect(params).toEqual({ domainId: '4', type: 'CityPage', search: '', page: 2 });
    expect(parsePageListParams(new URLSearchParams('domain=all&type=Nope'), '4')).toEqual({
      domainId: null,
      type: null,
      search: '',
      page: 1,
    });
    expect(pageListSearch({ domainId: null, type: 'CityPage', search: ' zon ', page: 1 })).toBe(
      'domain=all&type=CityPage&search=zon',
    );
  });
});
