import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../../api/src/companies/company.table';
import type { ProductRow } from '../../api/src/products/product.table';
import { addCompany } from '../leads/lead-test-kit';
import { catalogue } from '../plaza/plaza-test-kit';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';
import {
  addCertification,
  addMenuItem,
  addReview,
  addSite,
  holdCertification,
  plazaPurchase,
  userIdOf,
} from './lead-generator-lists-kit';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_USER } from '../support/demo';

let stack: RunningStack;
let manager: GraphQLTestClient;
let solar: ProductRow;

beforeAll(async () => {
  stack = await startStack();
  manager = await loginGraphQL(stack, DEMO_USER.manager);
  solar = (await catalogue(stack.db)).find((p) => p.discr === 'zonnepanelen')!;
}, 60_000);
afterAll(async () => stack?.close());

const REVIEWS = `query ($page: Int) {
  reviews(filter: { status: new }, sort: { column: created, reverse: false }, page: $page, pageSize: 15) {
    items { id company { name } authorName rating comment created version viewerCanModerate }
    total
  }
}`;
const CERTIFICATIONS = `query ($page: Int) {
  certificationReviewRequests(page: $page) {
    items { id companyId companyName certificationName agencyName since hasFile }
    total
  }
}`;
const PLAZA = `query ($page: Int) {
  latestPlazaPurchases(page: $page) {
    items { id leadId companyId companyName productName postalCode city priceCents createdAt }
    total
  }
}`;
const BROKEN = `query ($page: Int) {
  brokenLinks(page: $page) { items { id kind linkId domainId domainHost label target reason } total }
}`;

describe('the lead managers home lists over GraphQL', () => {
  it('lists a waiting review, approves it from the home and hears of it live', async () => {
    const company = await addCompany(stack.db, 'utrecht', { name: 'Review Gateway BV' });
    const id = await addReview(stack.db, {
      product: solar,
      companyId: company,
      at: new Date(Date.now() - 60_000),
      author: 'Gerda Gateway',
    });
    const list = await manager.request(REVIEWS);
    expect(list.errors).toBeUndefined();
    expect(list.data.reviews.items.length).toBeLessThanOrEqual(15);
    const row = list.data.reviews.items.find((r: { id: string }) => r.id === String(id));
    expect(row).toMatchObject({
      company: { name: 'Review Gateway BV' },
      authorName: 'Gerda Gateway',
      viewerCanModerate: true,
    });
    const staff = await loginGraphQL(stack, DEMO_USER.sales);
    const sub = await staff.subscribe(
      'subscription { leadGeneratorDashboardChanged { eventId type } }',
    );
    try {
      const approved = await manager.request(
        'mutation ($id: ID!, $version: Int) { approveReview(id: $id, version: $version) { id status } }',
        { id: String(id), version: row.version },
      );
      expect(approved.errors).toBeUndefined();
      expect(approved.data.approveReview.status).toBe('public');
      const payload = await sub.next(3000);
      expect(payload.data.leadGeneratorDashboardChanged.type).toBe('review.updated');
    } finally {
      sub.close();
    }
    const after = await manager.request(REVIEWS);
    expect(after.data.reviews.items.map((r: { id: string }) => r.id)).not.toContain(String(id));
  });

  it('lists certification reviews: all for the manager, own companies for the account manager', async () => {
    const amId = await userIdOf(stack.db, DEMO_USER.accountManager);
    const mine = await addCompany(stack.db, 'utrecht', { name: 'Gateway Eigen Klant' });
    await stack.db.update(companies).set({ accountManagerId: amId }).where(eq(companies.id, mine));
    const other = await addCompany(stack.db, 'utrecht', { name: 'Gateway Andere Klant' });
    const mark = await addCertification(stack.db, 'Gateway Keurmerk');
    const at = new Date(Date.now() - 3_600_000);
    await holdCertification(stack.db, {
      companyId: mine,
      certificationId: mark,
      state: 'review',
      at,
    });
    await holdCertification(stack.db, {
      companyId: other,
      certificationId: mark,
      state: 'review',
      at,
    });
    const all = await manager.request(CERTIFICATIONS);
    expect(all.errors).toBeUndefined();
    const names = all.data.certificationReviewRequests.items.map(
      (r: { companyName: string }) => r.companyName,
    );
    expect(names).toEqual(expect.arrayContaining(['Gateway Eigen Klant', 'Gateway Andere Klant']));
    const accountManager = await loginGraphQL(stack, DEMO_USER.accountManager);
    const own = await accountManager.request(CERTIFICATIONS);
    expect(own.errors).toBeUndefined();
    const ownNames = own.data.certificationReviewRequests.items.map(
      (r: { companyName: string }) => r.companyName,
    );
    expect(ownNames).toContain('Gateway Eigen Klant');
    expect(ownNames).not.toContain('Gateway Andere Klant');
  });

  it('lists the latest plaza purchase first, 20 a page', async () => {
    const buyer = await addCompany(stack.db, 'utrecht', { name: 'Gateway Plaza Koper' });
    const bought = await plazaPurchase(stack.db, {
      product: solar,
      companyId: buyer,
      at: new Date(),
    });
    const answer = await manager.request(PLAZA);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.latestPlazaPurchases.items.length).toBeLessThanOrEqual(20);
    expect(answer.data.latestPlazaPurchases.items[0]).toMatchObject({
      id: String(bought.assignedLeadId),
      leadId: String(bought.leadId),
      companyName: 'Gateway Plaza Koper',
      productName: solar.name,
      priceCents: 1750,
    });
  });

  it('lists broken links for the manager and the CMS user, unique per kind', async () => {
    const site = await addSite(stack.db);
    const item = await addMenuItem(stack.db, { domainId: site.domainId, label: 'Gateway kapot' });
    const cms = await loginGraphQL(stack, DEMO_USER.cms);
    for (const client of [manager, cms]) {
      const answer = await client.request(BROKEN);
      expect(answer.errors).toBeUndefined();
      expect(answer.data.brokenLinks.items.length).toBeLessThanOrEqual(20);
      const all = [...answer.data.brokenLinks.items];
      for (let page = 2; all.length < answer.data.brokenLinks.total; page += 1)
        all.push(...(await client.request(BROKEN, { page })).data.brokenLinks.items);
      expect(all).toContainEqual({
        id: `menu_item:${item}`,
        kind: 'menu_item',
        linkId: String(item),
        domainId: String(site.domainId),
        domainHost: site.host,
        label: 'Gateway kapot',
        target: null,
        reason: 'page_missing',
      });
      expect(new Set(all.map((l: { id: string }) => l.id)).size).toBe(all.length);
    }
  });

  it('refuses who may not read a list, and hostile pages as bad input', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    for (const query of [CERTIFICATIONS, PLAZA, BROKEN]) {
      const answer = await customer.request(query);
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const sales = await loginGraphQL(stack, DEMO_USER.sales);
    expect((await sales.request(BROKEN)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = createGraphQLClient(stack.gatewayUrl);
    expect((await anonymous.request(PLAZA)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const review = await customer.request('mutation { approveReview(id: "1") { id } }');
    expect(review.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const page of [0, -5, 2_000_000_000]) {
      const answer = await manager.request(PLAZA, { page });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
