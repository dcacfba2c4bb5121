import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor, companyIdByName, newCompany, setCompany } from './company-test-kit';

let api: RunningApi;
let manager: TestClient;
let accountManager: TestClient;
let customer: TestClient;

beforeAll(async () => {
  api = await startApi();
  manager = await clientFor(api.url, 'manager@demo.nl');
  accountManager = await clientFor(api.url, 'accountmanager@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
});
afterAll(async () => api?.close());

describe('creating and saving a company', () => {
  it('gives a new company its defaults and fills the address from the postal code data', async () => {
    const created = await manager.post('/company', {
      name: 'Nieuw Bedrijf',
      postal_code: '5611aa',
      house_number: '3',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Nieuw Bedrijf',
      state: 'archived',
      country: 'NL',
      payment_terms: 14,
      postal_code: '5611 AA',
      city: 'Eindhoven',
      municipality: 'Eindhoven',
      province: 'Noord-Brabant',
      version: 1,
    });
    expect(created.body.latitude).toBeCloseTo(51.437, 2);
  });

  it('answers field errors as MESSAGE keys in snake_case', async () => {
    const answer = await manager.post('/company', {
      name: '',
      postal_code: '0123 AB',
      email: 'geen-mail',
      phone_number: '12345',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({
      name: 'MESSAGE.ENTER_COMPANY_NAME',
      postal_code: 'MESSAGE.ENTER_VALID_POSTAL_CODE',
      email: 'MESSAGE.ENTER_VALID_EMAIL',
      phone_number: 'MESSAGE.ENTER_VALID_PHONE',
    });
    const unknown = await manager.post('/company', { name: 'Onbekend', postal_code: '1010 AA' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('MESSAGE.GEOCODING_FAILED');
  });

  it('clears invoice data when separate invoice data is off, and an equal trade name', async () => {
    const company = await newCompany(manager);
    const saved = await manager.post(`/company/${company.id}`, {
      version: company.version,
      trade_name: company.name,
      separate_invoice_data: false,
      invoice_company_name: 'Factuur BV',
      invoice_address: 'Postbus 1',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      trade_name: null,
      invoice_company_name: null,
      invoice_address: null,
      version: company.version + 1,
    });
  });

  it('refuses a stale save with 409 and writes nothing', async () => {
    const company = await newCompany(manager);
    const first = await manager.post(`/company/${company.id}`, {
      version: company.version,
      name: 'Eerste versie',
    });
    expect(first.status).toBe(200);
    const stale = await accountManager.post(`/company/${company.id}`, {
      version: company.version,
      name: 'Verouderd',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    const now = (await manager.get(`/company/${company.id}`)).body;
    expect(now.name).toBe('Eerste versie');
    expect(now.version).toBe(company.version + 1);
    expect((await manager.post(`/company/${company.id}`, { name: 'Zonder versie' })).status).toBe(
      400,
    );
  });

  it('lets only the manager change payment terms', async () => {
    const company = await newCompany(manager);
    const refused = await accountManager.post(`/company/${company.id}`, {
      version: company.version,
      payment_terms: 30,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.fields.payment_terms).toBeDefined();
    expect(
      (await accountManager.post('/company', { name: 'Met termijn', payment_terms: 30 })).status,
    ).toBe(403);
    const same = await accountManager.post(`/company/${company.id}`, {
      version: company.version,
      payment_terms: 14,
      city: 'Utrecht',
    });
    expect(same.status).toBe(200);
    const done = await manager.post(`/company/${company.id}`, {
      version: same.body.version,
      payment_terms: 30,
    });
    expect(done.status).toBe(200);
    expect(done.body.payment_terms).toBe(30);
  });

  it('lets a customer edit its company but not staff-only fields or payment terms', async () => {
    const id = await companyIdByName(manager, 'Hendriks');
    const current = (await customer.get(`/company/${id}`)).body;
    const saved = await customer.post(`/company/${id}`, {
      version: current.version,
      website: 'hendriks.nl',
      is_prepaid: true,
      comments: 'eigen notitie',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      website: 'https://hendriks.nl',
      is_prepaid: false,
      comments: null,
    });
    expect(
      (await customer.post(`/company/${id}`, { version: saved.body.version, payment_terms: 60 }))
        .status,
    ).toBe(403);
    expect((await customer.post('/company', { name: 'Eigen bedrijf' })).status).toBe(403);
  });
});

describe('deleting a company', () => {
  it('is refused once the company was active, has a mandate or is in business', async () => {
    const fresh = await newCompany(manager);
    expect((await customer.delete(`/company/${fresh.id}`)).status).toBe(404);
    const used = await newCompany(manager);
    await setCompany(api.db, used.id, { everActive: true });
    const refused = await manager.delete(`/company/${used.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('MESSAGE.COMPANY_DELETE_FAILED');
    const active = await companyIdByName(manager, 'Hendriks');
    expect((await manager.delete(`/company/${active}`)).body.message).toBe(
      'MESSAGE.COMPANY_DELETE_FAILED',
    );
    const deleted = await manager.delete(`/company/${fresh.id}`);
    expect(deleted.status).toBe(200);
    expect((await manager.get(`/company/${fresh.id}`)).status).toBe(404);
  });
});

describe('address validation and provinces', () => {
  it('checks a Dutch postal code against the reference data', async () => {
    const ok = await customer.post('/address/validate', {
      postal_code: '3511ab',
      house_number: '12%',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      postal_code: '3511 AB',
      house_number: '12',
      city: 'Utrecht',
      municipality: 'Utrecht',
      province: 'Utrecht',
    });
    const unknown = await customer.post('/address/validate', {
      postal_code: '1010 AA',
      house_number: '1',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('MESSAGE.GEOCODING_FAILED');
    const malformed = await customer.post('/address/validate', {
      postal_code: 'abc',
      house_number: '',
    });
    expect(malformed.body.fields).toEqual({
      postal_code: 'MESSAGE.ENTER_VALID_POSTAL_CODE',
      house_number: 'MESSAGE.ENTER_HOUSE_NUMBER',
    });
  });

  it('lists the twelve provinces', async () => {
    const answer = await customer.get('/province');
    expect(answer.body.total).toBe(12);
    expect(answer.body.items.map((p: { name: string }) => p.name)).toContain('Noord-Brabant');
  });
});

describe('the company overview', () => {
  it('filters, sorts and pages with a total', async () => {
    const all = (await manager.get('/company?itemsPerPage=500')).body;
    expect(all.total).toBe(all.items.length);
    const page1 = (await manager.get('/company?itemsPerPage=4&page=1&sort=name')).body;
    const page2 = (await manager.get('/company?itemsPerPage=4&page=2&sort=name')).body;
    expect(page1.total).toBe(all.total);
    expect(page1.items).toHaveLength(4);
    const names = [...page1.items, ...page2.items].map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(names).size).toBe(8);
    const desc = (await manager.get('/company?sort=-id&itemsPerPage=2')).body.items;
    expect(desc[0].id).toBeGreaterThan(desc[1].id);

    const paused = (await manager.get('/company?state=paused')).body;
    expect(paused.items.every((c: { state: string }) => c.state === 'paused')).toBe(true);
    expect(paused.total).toBeGreaterThan(0);
    const several = (await manager.get('/company?state=suspect,new')).body.items.map(
      (c: { state: string }) => c.state,
    );
    expect(new Set(several)).toEqual(new Set(['suspect', 'new']));
    const prepaid = (await manager.get('/company?leadGeneratorType=prepaid')).body.items;
    expect(prepaid.length).toBeGreaterThan(0);
    expect(
      prepaid.every((c: { lead_generator_type: string }) => c.lead_generator_type === 'prepaid'),
    ).toBe(true);
    const groningen = (await manager.get('/company?province=Groningen')).body.items;
    expect(groningen.map((c: { name: string }) => c.name)).toEqual(['Kozijnen Noord']);
    const searched = (await manager.get('/company?search=willems')).body.items;
    expect(searched.map((c: { name: string }) => c.name)).toEqual(['Willems Dakwerken']);
    const comparison = (await manager.get('/company?isComparisonCompany=true')).body.items;
    // The demo comparison company and the price comparison's demo web shops.
    expect(comparison.map((c: { name: string }) => c.name)).toEqual([
      'Huishoudexpert',
      'Klimaatwinkel.nl',
      'Vergelijk Warmtepompen',
      'Zonnewinkel Direct',
    ]);
    const noLeadGen = (await manager.get('/company?isLeadGeneratorCompany=false')).body.items;
    expect(noLeadGen.every((c: { is_lead_generator: boolean }) => !c.is_lead_generator)).toBe(true);
    const me = (await manager.get('/user/current')).body;
    const am = (await accountManager.get('/user/current')).body;
    const managed = (await manager.get(`/company?accountManager=${am.id}`)).body;
    expect(managed.total).toBeGreaterThan(0);
    expect((await manager.get(`/company?accountManager=${me.id}`)).body.total).toBe(0);
    expect((await manager.get('/company?product=solar')).body.total).toBe(0);
    // Hendriks takes solar panels in the demo data.
    const solar = (await manager.get('/company?product=zonnepanelen')).body.items;
    expect(solar.map((c: { name: string }) => c.name)).toContain(
      'Hendriks Installatietechniek B.V.',
    );
    const searching = (await manager.get('/company?leadPlazaSearches=true')).body.items;
    expect(searching.map((c: { name: string }) => c.name)).toEqual([
      'Hendriks Installatietechniek B.V.',
    ]);
    expect((await manager.get('/company?state=bogus')).status).toBe(400);
    expect((await manager.get('/company?sort=password')).status).toBe(400);
  });

  it('exports the filtered list as CSV', async () => {
    const answer = await manager.get('/company/csv?state=paused,suspended');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toMatch(
      /attachment; filename="bedrijven-.*\.csv"/,
    );
    const lines = (answer.body as string).trim().split('\r\n');
    expect(lines[0]!.split(',').slice(0, 4)).toEqual(['id', 'name', 'trade_name', 'state']);
    expect(lines).toHaveLength(3);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[3])
        .sort(),
    ).toEqual(['paused', 'suspended']);
    expect(answer.body).toContain('Joost Bakker');
  });

  it('reads a batch by ids', async () => {
    const some = (await manager.get('/company?itemsPerPage=3')).body.items.map(
      (c: { id: number }) => c.id,
    );
    const batch = await manager.get(`/company?ids=${some.join(',')},999999`);
    expect(batch.body.items.map((c: { id: number }) => c.id).sort()).toEqual([...some].sort());
    expect(batch.body.items[0].company_users.length).toBeGreaterThan(0);
  });
});
