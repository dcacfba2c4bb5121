import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTOMATIC_COMPANY_STATES,
  FORBIDDEN_COMPANY_STATE_MOVES,
  type CompanyState,
} from '#domain/companies/company-state';
import { applyDuePauses } from '../../api/src/companies/company-pause';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor, companyIdByName, newCompany, setCompany } from './company-test-kit';

let api: RunningApi;
let manager: TestClient;
let accountManager: TestClient;
let sales: TestClient;
let customer: TestClient;

beforeAll(async () => {
  api = await startApi();
  manager = await clientFor(api.url, 'manager@demo.nl');
  accountManager = await clientFor(api.url, 'accountmanager@demo.nl');
  sales = await clientFor(api.url, 'sales@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
});
afterAll(async () => api?.close());

async function stateOf(id: number): Promise<string> {
  return (await manager.get(`/company/${id}`)).body.state;
}

describe('state changer', () => {
  it('refuses every forbidden move, for the manager too, and changes nothing', async () => {
    const { id } = await newCompany(manager);
    for (const [from, to] of FORBIDDEN_COMPANY_STATE_MOVES) {
      await setCompany(api.db, id, { state: from, hasValidContract: true });
      const answer = await manager.post(`/company/${id}/state/${to}`);
      expect(answer.status, `${from} -> ${to}`).toBe(400);
      expect(answer.body.message).toMatch(/^MESSAGE\./);
      expect(await stateOf(id)).toBe(from);
    }
  });

  it('lets nobody pick an automatic state by hand', async () => {
    const { id } = await newCompany(manager);
    await setCompany(api.db, id, { state: 'active' });
    for (const to of AUTOMATIC_COMPANY_STATES) {
      const answer = await manager.post(`/company/${id}/state/${to}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('MESSAGE.STATE_IS_AUTOMATIC');
    }
    expect((await manager.post(`/company/${id}/state/nonsense`)).body.message).toBe(
      'MESSAGE.INVALID_STATE',
    );
    expect(await stateOf(id)).toBe('active');
  });

  it('account manager: active from paused only with a valid contract', async () => {
    const { id } = await newCompany(manager);
    await setCompany(api.db, id, {
      state: 'paused',
      previousState: 'active',
      hasValidContract: false,
    });
    const refused = await accountManager.post(`/company/${id}/state/active`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('MESSAGE.NO_VALID_CONTRACT');
    await setCompany(api.db, id, { hasValidContract: true });
    const done = await accountManager.post(`/company/${id}/state/active`);
    expect(done.status).toBe(200);
    expect(done.body.company.state).toBe('active');
    expect(done.body.company.previous_state).toBe('paused');
    expect(done.body.company.paused_from).toBeNull();
  });

  it('others may not set the same state, the manager may; comparison companies only get their states', async () => {
    const { id } = await newCompany(manager);
    await setCompany(api.db, id, { state: 'blacklisted' });
    expect((await accountManager.post(`/company/${id}/state/blacklisted`)).body.message).toBe(
      'MESSAGE.STATE_ALREADY_SET',
    );
    expect((await sales.post(`/company/${id}/state/blacklisted`)).body.message).toBe(
      'MESSAGE.STATE_ALREADY_SET',
    );
    expect((await manager.post(`/company/${id}/state/blacklisted`)).status).toBe(200);

    await setCompany(api.db, id, { state: 'paused', isComparison: true });
    expect((await sales.post(`/company/${id}/state/blacklisted`)).body.message).toBe(
      'MESSAGE.STATE_NOT_FOR_COMPARISON',
    );
    expect((await sales.post(`/company/${id}/state/archived`)).status).toBe(200);
    expect((await manager.post(`/company/${id}/state/blacklisted`)).status).toBe(200);
  });

  it('is for staff only: a customer cannot change the state of its own company', async () => {
    const own = await companyIdByName(manager, 'Hendriks');
    const answer = await customer.post(`/company/${own}/state/archived`);
    expect(answer.status).toBe(403);
    expect(await stateOf(own)).toBe('active');
  });

  it('blacklisting a company with open debt hands it to debt collection, with its own message', async () => {
    const { id } = await newCompany(manager);
    await setCompany(api.db, id, { state: 'active', hasOpenDebt: true });
    const answer = await manager.post(`/company/${id}/state/blacklisted`);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('MESSAGE.STATE_CHANGED_TO_DEBTCLAIM');
    expect(answer.body.company.state).toBe('debtclaim');

    await setCompany(api.db, id, { state: 'active', hasOpenDebt: false });
    const plain = await manager.post(`/company/${id}/state/blacklisted`);
    expect(plain.body.message).toBe('MESSAGE.CHANGES_SAVED');
    expect(plain.body.company.state).toBe('blacklisted');
  });

  it('writes an event log row per change with who did it, newest first', async () => {
    const { id } = await newCompany(manager);
    await setCompany(api.db, id, { state: 'active' });
    await sales.post(`/company/${id}/state/archived`);
    const events = await manager.get(`/company/${id}/events`);
    expect(events.status).toBe(200);
    const [latest] = events.body.items;
    expect(latest.type).toBe('archived');
    expect(latest.data).toMatchObject({ from: 'active', to: 'archived' });
    expect(latest.user).toMatchObject({ email: 'sales@demo.nl', given_name: 'Sanne' });
    expect(events.body.items.at(-1).type).toBe('created');
  });
});

describe('activation', () => {
  it('a new or archived company needs an enabled SEPA mandate or a balance', async () => {
    const { id } = await newCompany(manager);
    const refused = await manager.post(`/company/${id}/activate`, { mode: 'normal' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('MESSAGE.ACTIVATION_NEEDS_MANDATE');

    const mandate = await manager.post(`/company/${id}/sepa`, {
      company_name: 'Test BV',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
      signed_by: 'Jan Jansen',
    });
    expect(mandate.status).toBe(200);
    await manager.put(`/company/${id}/sepa/disabled`);
    expect((await manager.post(`/company/${id}/activate`, { mode: 'normal' })).body.message).toBe(
      'MESSAGE.ACTIVATION_NEEDS_MANDATE',
    );
    await manager.put(`/company/${id}/sepa/enabled`);
    // The company's own read carries its mandate (read in the same statement as the row).
    const read = await manager.get(`/company/${id}`);
    expect(read.body).toMatchObject({ sepa_mandate_enabled: true });
    expect(Date.parse(read.body.sepa_mandate_created)).toBeGreaterThan(Date.now() - 600_000);
    const done = await manager.post(`/company/${id}/activate`, { mode: 'normal' });
    expect(done.status).toBe(200);
    expect(done.body.company).toMatchObject({
      state: 'active',
      sepa_mandate_enabled: true,
      plaza_only: false,
    });
  });

  it('a prepaid balance is enough; plaza-only is recorded; a plain lead user may not use the dialog', async () => {
    const { id } = await newCompany(manager);
    await setCompany(api.db, id, { balance: 5000, isPrepaid: true });
    expect((await sales.post(`/company/${id}/activate`, { mode: 'normal' })).status).toBe(403);
    const done = await accountManager.post(`/company/${id}/activate`, { mode: 'plaza_only' });
    expect(done.status).toBe(200);
    expect(done.body.company).toMatchObject({ state: 'active', plaza_only: true });
    const events = await manager.get(`/company/${id}/events`);
    expect(events.body.items[0]).toMatchObject({ type: 'activated', data: { mode: 'plaza_only' } });
  });
});

describe('pausing', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  it('pauses now until a date, and cancelling returns to the state before', async () => {
    const { id } = await newCompany(manager);
    await setCompany(api.db, id, { state: 'active' });
    const paused = await manager.post(`/company/${id}/pause`, { paused_until: inDays(7) });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ state: 'paused', previous_state: 'active' });
    expect(paused.body.paused_until).not.toBeNull();
    const ended = await manager.delete(`/company/${id}/pause`);
    expect(ended.body).toMatchObject({ state: 'active', paused_from: null, paused_until: null });
  });

  it('plans a pause, cancels it, and the scheduler applies a due plan and ends it', async () => {
    const { id } = await newCompany(manager);
    await setCompany(api.db, id, { state: 'active' });
    const planned = await manager.post(`/company/${id}/pause`, {
      paused_from: inDays(2),
      paused_until: inDays(5),
    });
    expect(planned.body.state).toBe('active');
    expect(planned.body.paused_from).not.toBeNull();
    const cancelled = await manager.delete(`/company/${id}/pause`);
    expect(cancelled.body).toMatchObject({ state: 'active', paused_from: null });
    const types = (await manager.get(`/company/${id}/events`)).body.items.map(
      (e: { type: string }) => e.type,
    );
    expect(types.slice(0, 2)).toEqual(['planned_pausing_cancelled', 'planned_pausing_added']);

    await manager.post(`/company/${id}/pause`, { paused_from: inDays(1), indefinitely: true });
    await applyDuePauses(api.db, new Date(Date.now() + 0.5 * 86_400_000));
    expect(await stateOf(id)).toBe('active');
    await applyDuePauses(api.db, new Date(Date.now() + 1.5 * 86_400_000));
    expect(await stateOf(id)).toBe('paused');
    await applyDuePauses(api.db, new Date(Date.now() + 10 * 86_400_000));
    expect(await stateOf(id)).toBe('paused'); // indefinitely: only ended by hand

    await manager.delete(`/company/${id}/pause`);
    await manager.post(`/company/${id}/pause`, { paused_until: inDays(3) });
    await applyDuePauses(api.db, new Date(Date.now() + 4 * 86_400_000));
    const back = (await manager.get(`/company/${id}`)).body;
    expect(back).toMatchObject({ state: 'active', paused_until: null });
  });

  it('refuses impossible dates and states that cannot pause', async () => {
    const { id } = await newCompany(manager);
    expect((await manager.post(`/company/${id}/pause`, {})).body.message).toBe(
      'MESSAGE.STATE_CHANGE_NOT_ALLOWED',
    );
    await setCompany(api.db, id, { state: 'active' });
    const past = await manager.post(`/company/${id}/pause`, { paused_until: inDays(-1) });
    expect(past.status).toBe(400);
    expect(past.body.fields.paused_until).toBe('MESSAGE.ENTER_VALID_DATE');
    expect((await manager.delete(`/company/${id}/pause`)).status).toBe(400);
  });
});

describe('demo data', () => {
  it('holds a company in each of the ten states', async () => {
    const states = new Set(
      (await manager.get('/company?itemsPerPage=200')).body.items.map(
        (c: { state: CompanyState }) => c.state,
      ),
    );
    expect([...states].sort()).toEqual(
      [
        'active',
        'archived',
        'blacklisted',
        'debtclaim',
        'is_debtclaim',
        'new',
        'paused',
        'suspect',
        'suspended',
        'was_debtclaim',
      ].sort(),
    );
  });
});
