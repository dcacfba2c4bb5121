import { describe, expect, it } from 'vitest';
import { domainInputSchema, normalizeHost } from '#domain/cms/domain-input';
import { termInputSchema } from '#domain/cms/term-input';
import { MESSAGE } from '#domain/shared/messages';
import { fieldRefusals } from '../support/field-refusals';

describe('the host name of a site', () => {
  it('drops a pasted scheme, path, query and trailing dot, in lower case', () => {
    expect(normalizeHost(' HTTPS://www.Zonnepanelen.NL/kosten?x=1 ')).toBe('www.zonnepanelen.nl');
    expect(normalizeHost('zonnepanelen.nl.')).toBe('zonnepanelen.nl');
    expect(normalizeHost('zonnepanelen.nl#top')).toBe('zonnepanelen.nl');
  });
  it('is saved with a name for the back office', () => {
    expect(domainInputSchema.parse({ name: ' Zon ', host: 'https://zon-panelen.nl/' })).toEqual({
      name: 'Zon',
      host: 'zon-panelen.nl',
    });
  });
  it('must be a host name with a suffix of letters', () => {
    expect(fieldRefusals(domainInputSchema, { name: 'Zon', host: 'http://' })).toEqual({
      host: MESSAGE.FIELD_REQUIRED,
    });
    expect(fieldRefusals(domainInputSchema, { name: 'Zon' })).toEqual({
      host: MESSAGE.FIELD_REQUIRED,
    });
    for (const host of ['localhost', 'zon_panelen.nl', '-zon.nl', '192.168.1.1', 'zon.n'])
      expect(fieldRefusals(domainInputSchema, { name: 'Zon', host }), host).toEqual({
        host: MESSAGE.ENTER_VALID_URL,
      });
    expect(fieldRefusals(domainInputSchema, { name: '', host: 'zon.nl' })).toEqual({
      name: MESSAGE.ENTER_NAME,
    });
  });
  it('may be at most 253 characters long', () => {
    const host = (length: number) => {
      const start = Array(3).fill('a'.repeat(63)).join('.');
      return `${start}.${'b'.repeat(length - start.length - 4)}.nl`;
    };
    expect(host(253)).toHaveLength(253);
    expect(fieldRefusals(domainInputSchema, { name: 'Lang', host: host(253) })).toBeNull();
    expect(fieldRefusals(domainInputSchema, { name: 'Lang', host: host(254) })).toEqual({
      host: MESSAGE.ENTER_VALID_URL,
    });
  });
});

describe('a glossary term', () => {
  it('needs a name; the explanation, product and page are optional', () => {
    expect(termInputSchema.parse({ name: ' Salderen ' })).toEqual({
      name: 'Salderen',
      description: null,
      product_id: null,
      page_id: null,
    });
    expect(fieldRefusals(termInputSchema, { name: '' })).toEqual({ name: MESSAGE.ENTER_NAME });
  });
  it('limits the explanation to 2000 characters and ids to positive whole numbers', () => {
    expect(fieldRefusals(termInputSchema, { name: 'S', description: 'x'.repeat(2000) })).toBeNull();
    expect(fieldRefusals(termInputSchema, { name: 'S', description: 'x'.repeat(2001) })).toEqual({
      description: MESSAGE.TEXT_TOO_LONG,
    });
    expect(fieldRefusals(termInputSchema, { name: 'S', product_id: 0, page_id: 2 })).not.toBeNull();
  });
});
