import { describe, expect, it } from 'vitest';
import { redirectionInputSchema } from '#domain/cms/redirection-input';

const parse = (input: Record<string, unknown>) =>
  redirectionInputSchema.safeParse({ domain: { id: 1 }, ...input });

describe('redirections', () => {
  it('keep an outgoing link under /out/ and mark it affiliate, either way round', () => {
    expect(parse({ url: 'Bol', target: 'https://bol.com', affiliate: true }).data).toMatchObject({
      url: '/out/bol',
      affiliate: true,
    });
    expect(parse({ url: '/out/bol', target: 'https://bol.com' }).data).toMatchObject({
      url: '/out/bol',
      affiliate: true,
    });
  });

  it('lead to an address or a page, never both; an outgoing link always to an address', () => {
    expect(parse({ url: '/oud', target: 'www.elders.nl', page_id: 4 }).data).toMatchObject({
      target: null,
      page_id: 4,
    });
    expect(parse({ url: '/oud', target: 'www.elders.nl' }).data).toMatchObject({
      target: 'https://www.elders.nl',
      page_id: null,
    });
    expect(
      parse({ url: '/out/x', target: 'https://x.nl', page_id: 4, affiliate: true }).data,
    ).toMatchObject({ target: 'https://x.nl', page_id: null });
  });

  it('refuse a path that is no page url, the site root, or one that leads nowhere', () => {
    const fields = (input: Record<string, unknown>) =>
      parse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(fields({ url: '/met spatie', target: 'https://x.nl' })).toEqual([
      ['url', 'MESSAGE.ENTER_VALID_SLUG'],
    ]);
    expect(fields({ url: '/', target: 'https://x.nl' })).toEqual([
      ['url', 'MESSAGE.ENTER_VALID_SLUG'],
    ]);
    expect(fields({ url: '/leeg' })).toEqual([['target', 'MESSAGE.FIELD_REQUIRED']]);
  });
});
