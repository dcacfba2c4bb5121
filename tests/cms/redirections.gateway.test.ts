/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPicture } from '../../api/src/cms/demo-images';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';

let stack: RunningStack;
let editor: GraphQLTestClient;
let solarSite: string;

const REDIRECTION = `id url target pageId pageUrl affiliate temporary clicks version
  affiliateCompany { id name }`;

const cookieOf = (client: GraphQLTestClient) =>
  [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

beforeAll(async () => {
  stack = await startStack();
  editor = createGraphQLClient(stack.gatewayUrl);
  await editor.login('cms@demo.nl');
  const domains = await editor.request('{ cmsDomains { items { id host } } }');
  solarSite = domains.data.cmsDomains.items.find(
    (d: any) => d.host === 'www.zonnepanelen-offertes.nl',
  ).id;
}, 60_000);
afterAll(async () => stack?.close());

describe('redirections, click-outs and affiliate companies over GraphQL', () => {
  it('adds a company with a logo, links an outgoing redirection to it and saves over versions', async () => {
    const company = await editor.request(
      `mutation ($input: AffiliateCompanyInput!) { createAffiliateCompany(input: $input) { id name website logoUrl linkCount version } }`,
      { input: { name: 'Laadpunt BV', website: 'laadpunt.nl' } },
    );
    expect(company.errors).toBeUndefined();
    const created = company.data.createAffiliateCompany;
    expect(created).toMatchObject({ website: 'https://laadpunt.nl', logoUrl: null, linkCount: 0 });
    const duplicate = await editor.request(
      `mutation ($input: AffiliateCompanyInput!) { createAffiliateCompany(input: $input) { id } }`,
      { input: { name: 'laadpunt bv' } },
    );
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: 'MESSAGE.NAME_IN_USE' },
    });

    // The logo goes up through the gateway's upload route and comes back at logoUrl.
    const body = new FormData();
    body.append(
      'file',
      new Blob([new Uint8Array(demoPicture(30, 30, [0, 0, 0], [255, 255, 255], [0, 120, 0]))]),
      'logo.png',
    );
    const uploaded = await fetch(
      `${stack.gatewayUrl}/upload/affiliate-company/${created.id}/logo`,
      {
        method: 'POST',
        body,
        headers: { cookie: cookieOf(editor), 'x-graphql-csrf': '1' },
      },
    );
    expect(uploaded.status).toBe(200);
    const withLogo = await editor.request(
      `query ($id: ID!) { affiliateCompany(id: $id) { logoUrl version } }`,
      { id: created.id },
    );
    const logo = await fetch(`${stack.gatewayUrl}${withLogo.data.affiliateCompany.logoUrl}`, {
      headers: { cookie: cookieOf(editor) },
    });
    expect(logo.headers.get('content-type')).toBe('image/png');

    const link = await editor.request(
      `mutation ($domainId: ID!, $input: CmsRedirectionInput!) { createCmsRedirection(domainId: $domainId, input: $input) { ${REDIRECTION} } }`,
      {
        domainId: solarSite,
        input: {
          url: '/out/laadpunt',
          target: 'https://laadpunt.nl/aanbod',
          affiliate: true,
          affiliateCompanyId: created.id,
          temporary: false,
        },
      },
    );
    expect(link.errors).toBeUndefined();
    const redirection = link.data.createCmsRedirection;
    expect(redirection.affiliateCompany.name).toBe('Laadpunt BV');

    const saved = await editor.request(
      `mutation ($id: ID!, $input: CmsRedirectionInput!, $version: Int!) { saveCmsRedirection(id: $id, input: $input, version: $version) { ${REDIRECTION} } }`,
      {
        id: redirection.id,
        version: redirection.version,
        input: {
          url: '/laadpunt',
          target: 'https://laadpunt.nl',
          affiliate: false,
          temporary: true,
        },
      },
    );
    expect(saved.data.saveCmsRedirection).toMatchObject({
      url: '/laadpunt',
      affiliate: false,
      affiliateCompany: null,
      temporary: true,
    });
    const stale = await editor.request(
      `mutation ($id: ID!, $input: CmsRedirectionInput!, $version: Int!) { saveCmsRedirection(id: $id, input: $input, version: $version) { id } }`,
      {
        id: redirection.id,
        version: redirection.version,
        input: {
          url: '/laadpunt-2',
          target: 'https://laadpunt.nl',
          affiliate: false,
          temporary: false,
        },
      },
    );
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const internal = await editor.request(
      `query ($domainId: ID!) { cmsRedirections(domainId: $domainId, kind: INTERNAL, search: "laadpunt") { total items { url } } }`,
      { domainId: solarSite },
    );
    expect(internal.data.cmsRedirections.items.map((r: any) => r.url)).toEqual(['/laadpunt']);
  });

  it('lists click-outs grouped by company and exports them as CSV', async () => {
    const grouped = await editor.request(
      `query ($filter: CmsClickoutFilter!) { cmsClickouts(filter: $filter) { total clicks items { key clicks affiliateCompany { name } lastAt } } }`,
      { filter: { groupBy: 'COMPANY' } },
    );
    expect(grouped.errors).toBeUndefined();
    const list = grouped.data.cmsClickouts;
    expect(list.items.length).toBe(list.total);
    expect(list.items.reduce((n: number, row: any) => n + row.clicks, 0)).toBe(list.clicks);
    expect(list.items.map((row: any) => row.affiliateCompany?.name)).toContain('Coolblue');

    const csv = await fetch(`${stack.gatewayUrl}/export/clickouts.csv?groupBy=company`, {
      headers: { cookie: cookieOf(editor) },
    });
    expect(csv.status).toBe(200);
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(list.total + 1);
  });

  it('refuses viewers without the CMS role', async () => {
    const finance = createGraphQLClient(stack.gatewayUrl);
    await finance.login('finance@demo.nl');
    const answer = await finance.request(
      `query ($filter: CmsClickoutFilter!) { cmsClickouts(filter: $filter) { total } affiliateCompanies { total } }`,
      { filter: {} },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const csv = await fetch(`${stack.gatewayUrl}/export/clickouts.csv`, {
      headers: { cookie: cookieOf(finance) },
    });
    expect(csv.status).toBe(403);
  });
});
