import { eq, sql } from 'drizzle-orm';
import { emailLog } from '../../api/src/mail/email-log.table';
import { createMailer } from '../../api/src/mail/mailer';
import { plazaOffers } from '../../api/src/plaza/plaza-offer.table';
import { removeExpiredOffers, sendSearchDigests } from '../../api/src/plaza/search-digest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { addLead, catalogue, linkUser } from './plaza-test-kit';

let api: RunningApi;
let customer: TestClient;
let companyId: number;
let otherCompanyId: number;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  companyId = await addCompany(api.db, 'utrecht');
  otherCompanyId = await addCompany(api.db, 'amsterdam');
  await linkUser(api.db, companyId, 'customer@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
});
afterAll(async () => api?.close());

describe('saved searches', () => {
  it('keeps the query per company without its dates, saves again with a version and deletes', async () => {
    const now = Math.floor(Date.now() / 1000);
    const query = {
      distance: 40,
      startDate: now - 86_400,
      endDate: now,
      products: { zonnepanelen: { enabled: true, choices: { roof_type: ['flat'] } } },
    };
    const created = await customer.post(`/leadplaza/search/${companyId}`, {
      name: 'Platte daken',
      query,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.query.distance).toBe(40);
    expect(created.body.query).not.toHaveProperty('startDate');
    expect(created.body.query).not.toHaveProperty('endDate');

    const listed = await customer.get(`/leadplaza/search/${companyId}`);
    expect(listed.body.map((s: { name: string }) => s.name)).toEqual(['Platte daken']);
    expect((await customer.get(`/leadplaza/search/${otherCompanyId}`)).status).toBe(404);

    const id = created.body.id;
    const saved = await customer.post(`/leadplaza/search/${companyId}/${id}`, {
      name: 'Platte daken Utrecht',
      query: { ...query, distance: 25 },
      digest: true,
      version: created.body.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ digest: true, version: 2 });
    const stale = await customer.post(`/leadplaza/search/${companyId}/${id}`, {
      name: 'Oud',
      query,
      version: created.body.version,
    });
    expect(stale.status).toBe(409);

    const bad = await customer.post(`/leadplaza/search/${companyId}`, {
      name: 'Fout',
      query: { products: { onbekend: { enabled: true } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty(['query.products.onbekend']);

    const other = (await api.db.execute(
      sql`SELECT id FROM users WHERE email = 'manager@demo.nl'`,
    )) as unknown;
    const managerId = ((other as { rows?: { id: number }[] }).rows ??
      (other as { id: number }[]))[0]!.id;
    expect(
      (await customer.delete(`/leadplaza/search/${companyId}/${id}?user_id=${managerId}`)).status,
    ).toBe(404);
    expect((await customer.delete(`/leadplaza/search/${companyId}/${id}`)).status).toBe(200);
    expect((await customer.get(`/leadplaza/search/${companyId}`)).body).toEqual([]);
  });
});

describe('area lists', () => {
  it('lists provinces with municipalities, postal-code ranges and the leads on sale in each', async () => {
    const solar = (await catalogue(api.db)).find((p) => p.discr === 'zonnepanelen')!;
    await addLead(api.db, { product: solar, place: 'utrecht' });
    await addLead(api.db, { product: solar, place: 'utrecht' });
    const answer = await customer.get(`/leadplaza/province?company=${companyId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(12);
    const utrecht = answer.body.find((p: { id: string }) => p.id === 'Utrecht');
    const city = utrecht.municipalities.find((m: { id: string }) => m.id === 'Utrecht');
    expect(city.total).toBe(2);
    expect(city.postal_code_start <= '3511' && city.postal_code_end >= '3511').toBe(true);
    expect(utrecht.total).toBeGreaterThanOrEqual(2);
  });

  it('suggests places only for searches of five characters or more', async () => {
    expect((await customer.get('/leadplaza/choice?search=Utre')).body).toEqual([]);
    const found = await customer.get('/leadplaza/choice?search=Utrecht');
    expect(found.body[0]).toMatchObject({ name: 'Utrecht' });
    expect(found.body.length).toBeGreaterThan(0);
  });
});

describe('saved-search e-mails', () => {
  it('mails new matching leads at most once an hour, each lead once', async () => {
    await api.db.execute(sql`DELETE FROM leads`);
    const products = await catalogue(api.db);
    const dormer = products.find((p) => p.discr === 'dakkapel')!;
    const solar = products.find((p) => p.discr === 'zonnepanelen')!;
    const saved = await customer.post(`/leadplaza/search/${companyId}`, {
      name: 'Dakkapellen',
      digest: true,
      query: { products: { dakkapel: { enabled: true } } },
    });
    expect(saved.status).toBe(201);
    const deps = {
      db: api.db,
      mailer: createMailer(api.db, { smtpUrl: undefined, mailFrom: '' }),
      publicUrl: 'https://portaal.example',
    };
    const digests = () =>
      api.db.select().from(emailLog).where(eq(emailLog.template, 'plaza_search_digest'));
    const start = Date.now() + 1000;

    // Nothing new: no mail.
    expect(await sendSearchDigests(deps, new Date(start))).toBe(0);
    await addLead(api.db, { product: dormer, ageHours: -0.5 });
    await addLead(api.db, { product: dormer, ageHours: -0.6 });
    await addLead(api.db, { product: solar, ageHours: -0.6 });
    expect(await sendSearchDigests(deps, new Date(start + 60 * 60_000))).toBe(1);
    const [first] = await digests();
    expect(first).toMatchObject({
      toAddress: 'customer@demo.nl',
      subject: '2 nieuwe leads voor "Dakkapellen"',
    });
    expect(first!.body).toContain(`/lead-generator/plaza?i=${saved.body.id}`);

    // A new lead ten minutes later waits for the hour to pass, and comes alone.
    await addLead(api.db, { product: dormer, ageHours: -70 / 60 });
    expect(await sendSearchDigests(deps, new Date(start + 80 * 60_000))).toBe(0);
    expect(await sendSearchDigests(deps, new Date(start + 125 * 60_000))).toBe(1);
    const second = (await digests()).at(-1)!;
    expect(second.subject).toBe('1 nieuwe lead voor "Dakkapellen"');
  });

  it('drops offers past the window from the search table', async () => {
    const solar = (await catalogue(api.db)).find((p) => p.discr === 'zonnepanelen')!;
    const lead = await addLead(api.db, { product: solar, ageHours: 2 });
    await removeExpiredOffers(api.db, new Date(Date.now() + 9 * 86_400_000));
    expect(await api.db.select().from(plazaOffers).where(eq(plazaOffers.leadId, lead))).toEqual([]);
  });
});
