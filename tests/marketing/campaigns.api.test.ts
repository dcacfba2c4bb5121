import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../api/src/products/product.table';
import { clientFor } from '../companies/company-test-kit';
import { dutchNoon } from '../dashboards/dashboard-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { catalogue, linkUser } from '../plaza/plaza-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { trackedLead } from './marketing-test-kit';

let api: RunningApi;
let manager: TestClient;
let solar: ProductRow;
let roof: ProductRow;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  [solar, roof] = (await catalogue(api.db)) as [ProductRow, ProductRow];
  manager = await clientFor(api.url, 'manager@demo.nl');
  const buyers = [await addCompany(api.db, 'utrecht'), await addCompany(api.db, 'amsterdam')];
  // Campaign "zon-maart": two solar leads in March (sold for 3000 + 2000 and 1000), one
  // roof lead in March, one solar lead in April (after the campaign's end).
  for (const [product, day, prices] of [
    [solar, '2025-03-05', [3000, 2000]],
    [solar, '2025-03-20', [1000]],
    [roof, '2025-03-21', [500]],
    [solar, '2025-04-02', [7000]],
  ] as const)
    await trackedLead(api.db, {
      product,
      at: dutchNoon(day),
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'zon-maart',
      sold: prices.map((priceCents, i) => ({ companyId: buyers[i]!, priceCents })),
    });
});
afterAll(async () => api?.close());

const campaign = (extra: Record<string, unknown> = {}) => ({
  name: 'Zonnepanelen maart',
  utm_campaign: ' Zon-Maart ',
  product_id: solar.id,
  start_date: '2025-03-01',
  end_date: '2025-03-31',
  cost_cents: 12000,
  advertising_return_on_ad_spend: '',
  ...extra,
});

describe('campaigns', () => {
  it('are created, listed with their figures, saved and deleted', async () => {
    const created = await manager.post('/v2/campaign', campaign());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Zonnepanelen maart',
      utm_campaign: 'zon-maart',
      product_id: solar.id,
      product_name: solar.name,
      cost_cents: 12000,
      advertising_return_on_ad_spend: null,
      leads: 2,
      assigned_leads: 3,
      revenue_cents: 6000,
      cost_per_lead_cents: 6000,
      return_on_ad_spend: 0.5,
      version: 1,
    });
    const list = await manager.get('/v2/campaign');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({ id: created.body.id, leads: 2 });

    // All products, open end: every lead of the utm_campaign from 1 March on.
    const saved = await manager.put(`/v2/campaign/${created.body.id}`, {
      ...campaign({ product_id: null, end_date: null, advertising_return_on_ad_spend: '3,25' }),
      version: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      product_id: null,
      end_date: null,
      advertising_return_on_ad_spend: 3.25,
      leads: 4,
      revenue_cents: 13500,
      cost_per_lead_cents: 3000,
      version: 2,
    });
    // Emptied again: saved as null.
    const emptied = await manager.put(`/v2/campaign/${created.body.id}`, {
      ...campaign({ advertising_return_on_ad_spend: null }),
      version: 2,
    });
    expect(emptied.body.advertising_return_on_ad_spend).toBeNull();

    const stale = await manager.put(`/v2/campaign/${created.body.id}`, {
      ...campaign({ name: 'Te laat' }),
      version: 2,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    expect((await manager.get(`/v2/campaign/${created.body.id}`)).body.name).toBe(
      'Zonnepanelen maart',
    );

    expect((await manager.delete(`/v2/campaign/${created.body.id}`)).status).toBe(200);
    expect((await manager.get(`/v2/campaign/${created.body.id}`)).status).toBe(404);
    expect((await manager.delete(`/v2/campaign/${created.body.id}`)).status).toBe(404);
  });

  it('a campaign without leads has no cost per lead', async () => {
    const created = await manager.post(
      '/v2/campaign',
      campaign({ utm_campaign: 'stil', cost_cents: 0, advertising_return_on_ad_spend: 4 }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      leads: 0,
      cost_per_lead_cents: null,
      return_on_ad_spend: null,
      advertising_return_on_ad_spend: 4,
    });
  });

  it('refuses invalid input with field messages', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '  ' }, { name: 'MESSAGE.ENTER_NAME' }],
      [{ utm_campaign: '' }, { utm_campaign: 'MESSAGE.FIELD_REQUIRED' }],
      [{ utm_campaign: 'x'.repeat(101) }, { utm_campaign: 'MESSAGE.TEXT_TOO_LONG' }],
      [{ start_date: '2025-02-30' }, { start_date: 'MESSAGE.ENTER_VALID_DATE' }],
      [{ end_date: '2025-02-01' }, { end_date: 'MESSAGE.VALUE_TOO_LOW' }],
      [{ cost_cents: -1 }, { cost_cents: 'MESSAGE.VALUE_TOO_LOW' }],
      [{ cost_cents: 1.5 }, { cost_cents: 'MESSAGE.ENTER_VALID_NUMBER' }],
      [
        { advertising_return_on_ad_spend: 'veel' },
        { advertising_return_on_ad_spend: 'MESSAGE.ENTER_VALID_NUMBER' },
      ],
      [{ product_id: 999999 }, { product_id: 'MESSAGE.SELECT_OPTION' }],
      [{ product_id: 'abc' }, { product_id: 'MESSAGE.SELECT_OPTION' }],
    ];
    for (const [change, fields] of cases) {
      const answer = await manager.post(
        '/v2/campaign',
        campaign({ utm_campaign: 'fout', ...change }),
      );
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.fields, JSON.stringify(change)).toMatchObject(fields);
    }
    const first = await manager.post('/v2/campaign', campaign({ utm_campaign: 'dubbel' }));
    expect(first.status).toBe(201);
    const twice = await manager.post('/v2/campaign', campaign({ utm_campaign: 'DUBBEL' }));
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ utm_campaign: 'MESSAGE.NAME_IN_USE' });
    const noVersion = await manager.put(`/v2/campaign/${first.body.id}`, campaign());
    expect(noVersion.status).toBe(400);
    expect((await manager.get('/v2/campaign/abc')).status).toBe(404);
    expect((await manager.get('/v2/campaign/99999999999')).status).toBe(404);
  });

  it('are for lead managers only', async () => {
    const own = await addCompany(api.db, 'utrecht');
    await linkUser(api.db, own, 'customer@demo.nl');
    const partnerCompany = await addCompany(api.db, 'utrecht', { isPartner: true });
    await linkUser(api.db, partnerCompany, 'partner@demo.nl');
    const refused = [
      await clientFor(api.url, 'accountmanager@demo.nl'),
      await clientFor(api.url, 'customer@demo.nl'),
      await clientFor(api.url, 'partner@demo.nl'),
    ];
    for (const client of refused) {
      expect((await client.get('/v2/campaign')).status).toBe(403);
      expect((await client.post('/v2/campaign', campaign({ utm_campaign: 'nee' }))).status).toBe(
        403,
      );
    }
    const anonymous = createClient(api.url);
    expect((await anonymous.get('/v2/campaign')).status).toBe(401);
    expect((await anonymous.delete('/v2/campaign/1')).status).toBe(401);
  });
});
