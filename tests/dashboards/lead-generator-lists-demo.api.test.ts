import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../companies/company-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { dayStatsMismatches } from '../../api/src/dashboards/day-stats-recount';

let api: RunningApi;
let manager: TestClient;
let accountManager: TestClient;

beforeAll(async () => {
  api = await startApi();
  manager = await clientFor(api.url, 'manager@demo.nl');
  accountManager = await clientFor(api.url, 'accountmanager@demo.nl');
}, 120_000);
afterAll(async () => api?.close());

describe('the demo data fills the new lists of the lead managers home', () => {
  it('has reviews waiting for approval', async () => {
    const answer = await manager.get(
      '/review?status=new&sortColumn=created&sortReverse=false&itemsPerPage=15',
    );
    expect(answer.body.total).toBeGreaterThanOrEqual(2);
  });

  it("has a certification in review, of the account manager's company", async () => {
    const all = await manager.get('/v2/company-certification/review');
    expect(all.body.items).toContainEqual(
      expect.objectContaining({ company_name: 'Bos Verwarming', has_file: true }),
    );
    expect((await accountManager.get('/v2/company-certification/review')).body.total).toBe(1);
  });

  it('has plaza purchases by the trial company, its figures kept by the triggers', async () => {
    const answer = await manager.get('/v2/plaza/latest-purchases');
    expect(answer.body.total).toBe(3);
    for (const row of answer.body.items) {
      expect(row.company_name).toBe('Proef Klusbedrijf');
      expect(row.price_cents).toBeGreaterThan(0);
    }
    expect(await dayStatsMismatches(api.db)).toEqual([]);
  });

  it('has two broken menu links on the renovation site', async () => {
    const answer = await manager.get('/v2/cms/broken-links');
    expect(answer.body.items).toEqual([
      expect.objectContaining({
        kind: 'menu_item',
        domain_host: 'www.verbouwkosten.nl',
        label: 'Subsidies 2023',
        target: null,
        reason: 'page_missing',
      }),
      expect.objectContaining({
        kind: 'menu_item',
        domain_host: 'www.verbouwkosten.nl',
        label: 'Verbouwbeurs',
        target: 'htps://verbouwbeurs',
        reason: 'address_invalid',
      }),
    ]);
  });
});
