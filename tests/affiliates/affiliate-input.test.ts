import { describe, expect, it } from 'vitest';
import { affiliateCompanyInputSchema } from '#domain/affiliates/affiliate-company-input';
import {
  AFFILIATE_ROW_MAX_USPS,
  AFFILIATE_TABLE_MAX_ROWS,
  affiliateTableInputSchema,
} from '#domain/affiliates/affiliate-table-input';
import { MESSAGE } from '#domain/shared/messages';
import { fieldRefusals } from '../support/field-refusals';

const ROW = {
  affiliate_company_id: 1,
  offer: 'Zonnepanelen vanaf € 3.999',
  link_url: '/out/zonnepanelen-aanbieder',
};

describe('an affiliate company as saved', () => {
  it('needs a name and stores the website with https:// when typed without', () => {
    expect(affiliateCompanyInputSchema.parse({ name: ' Zon BV ', website: 'zon.nl' })).toEqual({
      name: 'Zon BV',
      website: 'https://zon.nl',
      description: null,
    });
    expect(affiliateCompanyInputSchema.parse({ name: 'Zon BV', website: '' }).website).toBeNull();
  });
  it('refuses a missing name, an address that is not one and a long description', () => {
    expect(
      fieldRefusals(affiliateCompanyInputSchema, {
        name: '',
        website: 'geen adres',
        description: 'x'.repeat(501),
      }),
    ).toEqual({
      name: MESSAGE.ENTER_NAME,
      website: MESSAGE.ENTER_VALID_URL,
      description: MESSAGE.TEXT_TOO_LONG,
    });
  });
});

describe('an affiliate table as saved', () => {
  it('accepts a table with rows and fills in the defaults', () => {
    const table = affiliateTableInputSchema.parse({ name: 'Top 3', rows: [ROW] });
    expect(table).toEqual({
      name: 'Top 3',
      title: null,
      intro: null,
      rows: [{ ...ROW, price: null, usps: [], highlighted: false }],
    });
  });
  it('keeps outgoing links as lower-case site paths and full addresses with a scheme', () => {
    const link = (link_url: string) =>
      affiliateTableInputSchema.parse({ name: 'T', rows: [{ ...ROW, link_url }] }).rows[0]!
        .link_url;
    expect(link(' /out/Zon-Aanbieder/ ')).toBe('/out/zon-aanbieder');
    expect(link('zon.nl/actie')).toBe('https://zon.nl/actie');
    expect(link('https://zon.nl')).toBe('https://zon.nl');
  });
  it('refuses a missing link, a bare /out/ and an outgoing path that is not a page path', () => {
    const linkRefusal = (link_url: string) =>
      fieldRefusals(affiliateTableInputSchema, { name: 'T', rows: [{ ...ROW, link_url }] });
    expect(linkRefusal('')).toEqual({ 'rows.0.link_url': MESSAGE.FIELD_REQUIRED });
    expect(linkRefusal('/out/')).toEqual({ 'rows.0.link_url': MESSAGE.ENTER_VALID_URL });
    expect(linkRefusal('/out/zon aanbieder')).toEqual({
      'rows.0.link_url': MESSAGE.ENTER_VALID_URL,
    });
  });
  it('needs a name, an affiliate company and an offer on every row', () => {
    expect(
      fieldRefusals(affiliateTableInputSchema, {
        name: ' ',
        rows: [{ ...ROW, affiliate_company_id: undefined, offer: '' }],
      }),
    ).toEqual({
      name: MESSAGE.ENTER_NAME,
      'rows.0.affiliate_company_id': MESSAGE.SELECT_OPTION,
      'rows.0.offer': MESSAGE.FIELD_REQUIRED,
    });
  });
  it('allows at most 20 rows and 5 selling points a row, none of them blank', () => {
    const rows = (n: number) => Array.from({ length: n }, () => ROW);
    expect(
      fieldRefusals(affiliateTableInputSchema, { name: 'T', rows: rows(AFFILIATE_TABLE_MAX_ROWS) }),
    ).toBeNull();
    expect(
      fieldRefusals(affiliateTableInputSchema, {
        name: 'T',
        rows: rows(AFFILIATE_TABLE_MAX_ROWS + 1),
      }),
    ).toEqual({ rows: MESSAGE.VALUE_TOO_HIGH });
    const usps = (n: number) => Array.from({ length: n }, (_, i) => `Voordeel ${i + 1}`);
    expect(
      fieldRefusals(affiliateTableInputSchema, {
        name: 'T',
        rows: [{ ...ROW, usps: usps(AFFILIATE_ROW_MAX_USPS) }],
      }),
    ).toBeNull();
    expect(
      fieldRefusals(affiliateTableInputSchema, {
        name: 'T',
        rows: [{ ...ROW, usps: usps(AFFILIATE_ROW_MAX_USPS + 1) }],
      }),
    ).toEqual({ 'rows.0.usps': MESSAGE.VALUE_TOO_HIGH });
    expect(
      fieldRefusals(affiliateTableInputSchema, {
        name: 'T',
        rows: [{ ...ROW, usps: ['Snel', ''] }],
      }),
    ).toEqual({ 'rows.0.usps.1': MESSAGE.FIELD_REQUIRED });
  });
});
