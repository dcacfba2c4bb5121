import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../../api/src/companies/company.table';
import type { ProductRow } from '../../api/src/products/product.table';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { catalogue, linkUser } from '../plaza/plaza-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import {
  addCertification,
  addMenuItem,
  addRedirection,
  addReview,
  addSite,
  addWidgetLink,
  holdCertification,
  plazaPurchase,
  userIdOf,
} from './lead-generator-lists-kit';

let api: RunningApi;
let manager: TestClient;
let accountManager: TestClient;
let sales: TestClient;
let cms: TestClient;
let customer: TestClient;
let partner: TestClient;
let anonymous: TestClient;
let solar: ProductRow;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  solar = (await catalogue(api.db)).find((p) => p.discr === 'zonnepanelen')!;
  manager = await clientFor(api.url, 'manager@demo.nl');
  accountManager = await clientFor(api.url, 'accountmanager@demo.nl');
  sales = await clientFor(api.url, 'sales@demo.nl');
  cms = await clientFor(api.url, 'cms@demo.nl');
  const own = await addCompany(api.db, 'utrecht', { name: 'Eigen Klant' });
  await linkUser(api.db, own, 'customer@demo.nl');
  const partnerCompany = await addCompany(api.db, 'utrecht', { isPartner: true });
  await linkUser(api.db, partnerCompany, 'partner@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
  partner = await clientFor(api.url, 'partner@demo.nl');
  anonymous = createClient(api.url);
}, 60_000);

afterAll(async () => {
  await api?.close();
});

describe('company review approvals (GET /review?status=new, 15 a page, oldest first)', () => {
  const query = '/review?status=new&sortColumn=created&sortReverse=false&itemsPerPage=15';

  it('lists the reviews waiting for moderation oldest first, and approving takes one off', async () => {
    const company = await addCompany(api.db, 'utrecht', { name: 'Beoordeeld Bedrijf' });
    const older = await addReview(api.db, {
      product: solar,
      companyId: company,
      at: minutesAgo(90),
    });
    const newer = await addReview(api.db, {
      product: solar,
      companyId: company,
      at: minutesAgo(10),
    });
    await addReview(api.db, {
      product: solar,
      companyId: company,
      status: 'public',
      at: minutesAgo(50),
    });
    const answer = await manager.get(query);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.items.map((r: { id: number }) => r.id)).toEqual([older, newer]);
    expect(answer.body.total).toBe(2);
    const first = answer.body.items[0];
    expect(first.company.name).toBe('Beoordeeld Bedrijf');
    expect(first.viewer_can_moderate).toBe(true);

    const approved = await sales.post(`/v2/assigned-lead/review/${older}/approve`, {
      version: first.version,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('public');
    const after = await manager.get(query);
    expect(after.body.items.map((r: { id: number }) => r.id)).toEqual([newer]);
    const count = await manager.get('/v2/assigned-lead/review/awaiting-review');
    expect(count.body.count).toBe(1);
  });

  it('pages by 15', async () => {
    const company = await addCompany(api.db, 'amsterdam', { name: 'Veel Reviews' });
    for (let n = 0; n < 16; n += 1)
      await addReview(api.db, { product: solar, companyId: company, at: minutesAgo(200 - n) });
    const first = await manager.get(query);
    const second = await manager.get(`${query}&currentPage=2`);
    expect(first.body.items).toHaveLength(15);
    expect(first.body.total).toBe(17);
    expect(second.body.items).toHaveLength(2);
  });

  it('refuses hostile paging without a server error', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '1e400', '99999999999'])
      expect((await manager.get(`${query}&currentPage=${page}`)).status).toBe(400);
  });

  it('lets only staff moderate: a customer is refused the approval, anonymous 401', async () => {
    const company = await addCompany(api.db, 'utrecht');
    const id = await addReview(api.db, { product: solar, companyId: company, at: minutesAgo(5) });
    expect((await customer.post(`/v2/assigned-lead/review/${id}/approve`, {})).status).toBe(403);
    expect((await anonymous.get(query)).status).toBe(401);
    expect((await cms.post(`/v2/assigned-lead/review/${id}/approve`, {})).status).toBe(403);
  });
});

describe('certification review requests (GET /v2/company-certification/review)', () => {
  const path = '/v2/company-certification/review';
  let mine: number;
  let others: number;

  it('lists certifications in review oldest first with company, certification, agency and file', async () => {
    const amId = await userIdOf(api.db, 'accountmanager@demo.nl');
    mine = await addCompany(api.db, 'utrecht', { name: 'Klant Van Accountmanager' });
    await api.db.update(companies).set({ accountManagerId: amId }).where(eq(companies.id, mine));
    others = await addCompany(api.db, 'utrecht', { name: 'Klant Van Niemand' });
    const mark = await addCertification(api.db, 'Zonnekeur');
    const other = await addCertification(api.db, 'Warmtekeur');
    const a = await holdCertification(api.db, {
      companyId: others,
      certificationId: mark,
      state: 'review',
      at: minutesAgo(300),
    });
    const b = await holdCertification(api.db, {
      companyId: mine,
      certificationId: mark,
      state: 'review',
      at: minutesAgo(100),
    });
    await holdCertification(api.db, {
      companyId: mine,
      certificationId: other,
      state: 'active',
      at: minutesAgo(200),
    });
    const answer = await manager.get(path);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.items.map((r: { id: number }) => r.id)).toEqual([a, b]);
    expect(answer.body.total).toBe(2);
    expect(answer.body.items[1]).toMatchObject({
      company_id: mine,
      company_name: 'Klant Van Accountmanager',
      certification_id: mark,
      certification_name: 'Zonnekeur',
      agency_name: 'Stichting Test',
      has_file: false,
    });
  });

  it('gives an account manager who is not a lead manager only its own companies', async () => {
    const answer = await accountManager.get(path);
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((r: { company_id: number }) => r.company_id)).toEqual([mine]);
    expect(answer.body.total).toBe(1);
    // Other staff see all of them.
    expect((await sales.get(path)).body.total).toBe(2);
  });

  it('pages by 15', async () => {
    const mark = await addCertification(api.db);
    for (let n = 0; n < 15; n += 1) {
      const company = await addCompany(api.db, 'amsterdam');
      await holdCertification(api.db, {
        companyId: company,
        certificationId: mark,
        state: 'review',
        at: minutesAgo(50 - n),
      });
    }
    const first = await manager.get(path);
    const second = await manager.get(`${path}?page=2`);
    expect(first.body.items).toHaveLength(15);
    expect(first.body.total).toBe(17);
    expect(second.body.items).toHaveLength(2);
  });

  it('refuses customers, partners, CMS users and anonymous, and hostile pages', async () => {
    expect((await customer.get(path)).status).toBe(403);
    expect((await partner.get(path)).status).toBe(403);
    expect((await cms.get(path)).status).toBe(403);
    expect((await anonymous.get(path)).status).toBe(401);
    for (const page of ['0', '-3', 'x', '2.5', '100001', '1e999'])
      expect((await manager.get(`${path}?page=${page}`)).status).toBe(400);
  });
});

describe('plaza purchases (GET /v2/plaza/latest-purchases)', () => {
  const path = '/v2/plaza/latest-purchases';

  it('lists leads bought on the plaza newest first with company, product, place and price', async () => {
    const buyer = await addCompany(api.db, 'utrecht', { name: 'Plaza Koper' });
    const old = await plazaPurchase(api.db, {
      product: solar,
      companyId: buyer,
      at: minutesAgo(60),
    });
    const recent = await plazaPurchase(api.db, {
      product: solar,
      companyId: buyer,
      at: minutesAgo(1),
      priceCents: 0,
    });
    // A matched lead is no purchase.
    const { leadAt } = await import('./dashboard-test-kit');
    await leadAt(api.db, { product: solar, at: minutesAgo(2), companyId: buyer });
    const answer = await accountManager.get(path);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.items.map((r: { id: number }) => r.id)).toEqual([
      recent.assignedLeadId,
      old.assignedLeadId,
    ]);
    expect(answer.body.total).toBe(2);
    expect(answer.body.items[1]).toMatchObject({
      lead_id: old.leadId,
      company_id: buyer,
      company_name: 'Plaza Koper',
      product_name: solar.name,
      price_cents: 1750,
    });
    expect(answer.body.items[1].postal_code).toBeTruthy();
    expect(answer.body.items[0].price_cents).toBe(0);
  });

  it('pages by 20', async () => {
    const buyer = await addCompany(api.db, 'amsterdam');
    for (let n = 0; n < 19; n += 1)
      await plazaPurchase(api.db, { product: solar, companyId: buyer, at: minutesAgo(500 + n) });
    const first = await manager.get(path);
    const second = await manager.get(`${path}?page=2`);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.total).toBe(21);
    expect(second.body.items).toHaveLength(1);
  });

  it('is for staff only', async () => {
    expect((await customer.get(path)).status).toBe(403);
    expect((await partner.get(path)).status).toBe(403);
    expect((await cms.get(path)).status).toBe(403);
    expect((await anonymous.get(path)).status).toBe(401);
    expect((await manager.get(`${path}?page=-1`)).status).toBe(400);
    expect((await manager.get(`${path}?page=DROP%20TABLE`)).status).toBe(400);
  });
});

describe('broken links (GET /v2/cms/broken-links)', () => {
  const path = '/v2/cms/broken-links';
  interface Link {
    kind: string;
    id: number;
    domain_host: string;
    label: string;
    target: string | null;
    reason: string;
  }

  it('finds menu items, widget links and redirections that lead nowhere, and only those', async () => {
    const site = await addSite(api.db);
    // Fine: a page that exists, a well-formed address, a redirection to an existing path.
    await addMenuItem(api.db, { domainId: site.domainId, label: 'Goed', pageId: site.pageId });
    await addMenuItem(api.db, {
      domainId: site.domainId,
      label: 'Extern goed',
      externalUrl: 'https://www.milieucentraal.nl/energie',
    });
    await addWidgetLink(api.db, { groupId: site.groupId, label: 'Goed', pageId: site.pageId });
    await addRedirection(api.db, {
      domainId: site.domainId,
      url: '/oud',
      target: `https://${site.host}/bestaat?x=1`,
    });
    await addRedirection(api.db, {
      domainId: site.domainId,
      url: '/keten',
      target: `https://${site.host}/oud/`,
    });
    await addRedirection(api.db, {
      domainId: site.domainId,
      url: '/naar-pagina',
      pageId: site.pageId,
    });
    // Broken.
    const menuGone = await addMenuItem(api.db, {
      domainId: site.domainId,
      label: 'Weg',
      pageId: null,
    });
    const productBad = await addMenuItem(api.db, {
      domainId: site.domainId,
      kind: 'product_menu',
      label: 'Kapot adres',
      externalUrl: 'htp://kapot',
    });
    const menuEmpty = await addMenuItem(api.db, {
      domainId: site.domainId,
      label: 'Leeg adres',
      externalUrl: null,
    });
    const widgetGone = await addWidgetLink(api.db, { groupId: site.groupId, label: 'Verdwenen' });
    const widgetBad = await addWidgetLink(api.db, {
      groupId: site.groupId,
      label: 'Spatie',
      externalUrl: 'https://www.voorbeeld.nl/met spatie',
    });
    const redirectGone = await addRedirection(api.db, { domainId: site.domainId, url: '/leeg' });
    const redirectMissing = await addRedirection(api.db, {
      domainId: site.domainId,
      url: '/nergens',
      target: `https://${site.host.toUpperCase()}/bestaat-niet/`,
    });

    const answer = await cms.get(path);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const mine = (answer.body.items as Link[]).filter((l) => l.domain_host === site.host);
    expect(mine.map((l) => [l.kind, l.id, l.reason])).toEqual([
      ['menu_item', menuEmpty, 'address_missing'],
      ['menu_item', menuGone, 'page_missing'],
      ['product_menu_item', productBad, 'address_invalid'],
      ['redirection', redirectGone, 'page_missing'],
      ['redirection', redirectMissing, 'target_path_missing'],
      ['widget_link', widgetBad, 'address_invalid'],
      ['widget_link', widgetGone, 'page_missing'],
    ]);
    expect(mine.find((l) => l.id === redirectMissing && l.kind === 'redirection')).toMatchObject({
      label: '/nergens',
      target: `https://${site.host.toUpperCase()}/bestaat-niet/`,
    });
    expect(answer.body.total).toBe(7);
  });

  it('pages by 20 with the total', async () => {
    const site = await addSite(api.db);
    for (let n = 0; n < 20; n += 1)
      await addMenuItem(api.db, { domainId: site.domainId, label: `Kapot ${n}`, pageId: null });
    const first = await manager.get(path);
    const second = await manager.get(`${path}?page=2`);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.total).toBe(27);
    expect(second.body.items).toHaveLength(7);
  });

  it('is for CMS users and lead managers', async () => {
    expect((await sales.get(path)).status).toBe(403);
    expect((await accountManager.get(path)).status).toBe(403);
    expect((await customer.get(path)).status).toBe(403);
    expect((await partner.get(path)).status).toBe(403);
    expect((await anonymous.get(path)).status).toBe(401);
    for (const page of ['0', 'abc', '1.5', '100001', "1'; --"])
      expect((await cms.get(`${path}?page=${encodeURIComponent(page)}`)).status).toBe(400);
  });
});
