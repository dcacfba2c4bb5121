import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../companies/company-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';

// The demo data gives the lead managers' home work to do; each item must be workable.
let api: RunningApi;
let manager: TestClient;

beforeAll(async () => {
  api = await startApi({ seed: true });
  manager = await clientFor(api.url, 'manager@demo.nl');
});
afterAll(async () => api?.close());

interface Failure {
  id: number;
  status: number;
  error_key: string;
  body: { email?: string };
}

describe("the demo's work on the lead managers' home", () => {
  it('has failed partner requests: the one from a restart goes in on retry, the others fail again', async () => {
    const list = await manager.get('/partner_request/failed');
    expect(list.status).toBe(200);
    const failures = list.body.items as Failure[];
    expect(failures.map((f) => f.status).sort()).toEqual([400, 400, 503]);
    const restart = failures.find((f) => f.status === 503)!;
    const retried = await manager.post(`/partner_request/${restart.id}/retry`);
    expect(retried.body.done_at, JSON.stringify(retried.body)).not.toBeNull();
    expect(retried.body.lead_id).toEqual(expect.any(Number));
    const typo = failures.find((f) => f.body.email?.includes('@@'))!;
    const again = await manager.post(`/partner_request/${typo.id}/retry`);
    expect(again.body).toMatchObject({ status: 400, done_at: null });
  });

  it('has change requests that staff can accept', async () => {
    const list = await manager.get('/company_change_request/open');
    expect(list.body.items).toHaveLength(2);
    for (const request of list.body.items as { id: number; company_version: number }[]) {
      const accepted = await manager.post(`/company_change_request/${request.id}/accept`, {
        version: request.company_version,
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    }
  });
});
