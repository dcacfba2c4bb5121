import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { leads, type LeadRow } from '../../api/src/leads/lead.table';
import type { ProductRow } from '../../api/src/products/product.table';
import { isChoiceQuestion } from '#domain/products/product-question';
import { distanceMeters } from '#domain/shared/geo-distance';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, PLACES, seedCatalogueOnly, type Place } from '../leads/lead-test-kit';
import { addLead, catalogue, giveLead, linkUser } from './plaza-test-kit';

let api: RunningApi;
let customer: TestClient;
let companyId: number;
let otherCompanyId: number;
let products: ProductRow[];
const byDiscr = (discr: string) => products.find((p) => p.discr === discr)!;
const HOUR = 3_600_000;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  products = await catalogue(api.db);
  companyId = await addCompany(api.db, 'utrecht');
  otherCompanyId = await addCompany(api.db, 'amsterdam');
  await linkUser(api.db, companyId, 'customer@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
});
afterAll(async () => api?.close());

const search = (body: Record<string, unknown>, company = companyId) =>
  customer.post(`/leadplaza/${company}/lead`, body);

async function clearLeads() {
  await api.db.execute(sql`DELETE FROM leads`);
}

describe('which leads are on sale', () => {
  it('sells young, open leads with assignments left that the company does not have yet', async () => {
    await clearLeads();
    const solar = byDiscr('zonnepanelen');
    const onSale = await addLead(api.db, { product: solar, ageHours: 2 });
    const sharedOnce = await addLead(api.db, { product: solar, ageHours: 3 });
    await giveLead(api.db, sharedOnce, otherCompanyId);
    const tooOld = await addLead(api.db, { product: solar, ageHours: 24 * 7 + 1 });
    const full = await addLead(api.db, { product: solar, remaining: 0 });
    const bad = await addLead(api.db, { product: solar, fields: { bad: true } });
    const onHold = await addLead(api.db, { product: solar, fields: { mustBeVerified: true } });
    const stopped = await addLead(api.db, { product: solar, fields: { stopMatching: true } });
    const claimed = await addLead(api.db, { product: solar });
    await giveLead(api.db, claimed, otherCompanyId, 8);
    const bought = await addLead(api.db, { product: solar });
    await giveLead(api.db, bought, companyId);

    const answer = await search({});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const ids = answer.body.results.map((r: { id: number }) => r.id);
    expect(ids).toEqual([onSale, sharedOnce]);
    expect(answer.body.total).toBe(2);
    const offered = new Set(ids);
    for (const hidden of [tooOld, full, bad, onHold, stopped, claimed, bought])
      expect(offered.has(hidden)).toBe(false);
    expect(answer.body.results[1].competitors).toBe(1);
  });

  it('takes a lead off sale as soon as it is claimed, bad or full, and back when it is verified', async () => {
    await clearLeads();
    const solar = byDiscr('zonnepanelen');
    const lead = await addLead(api.db, { product: solar, fields: { mustBeVerified: true } });
    expect((await search({})).body.total).toBe(0);
    await api.db
      .update(leads)
      .set({ verified: true })
      .where(sql`id = ${lead}`);
    expect((await search({})).body.total).toBe(1);
    await giveLead(api.db, lead, otherCompanyId);
    await api.db
      .update(assignedLeads)
      .set({ state: 8 })
      .where(sql`lead_id = ${lead}`);
    expect((await search({})).body.total).toBe(0);
    await api.db
      .update(assignedLeads)
      .set({ state: 1 })
      .where(sql`lead_id = ${lead}`);
    expect((await search({})).body.total).toBe(1);
    await api.db
      .update(leads)
      .set({ bad: true })
      .where(sql`id = ${lead}`);
    expect((await search({})).body.total).toBe(0);
  });

  it('shows no name, address or contact details, and hides them in the description', async () => {
    await clearLeads();
    await addLead(api.db, {
      product: byDiscr('dakkapel'),
      fields: {
        description: 'Bel me op 06-12345678 of mail eva@example.nl, zie www.mijnhuis.nl',
        postalCode: '3511 AB',
      },
    });
    const [offer] = (await search({})).body.results;
    expect(offer.postal_code).toBe('3511');
    expect(offer.description).toBe(
      'Bel me op [afgeschermd] of mail [afgeschermd], zie [afgeschermd]',
    );
    for (const field of [
      'email',
      'phone_number',
      'family_name',
      'given_name',
      'street',
      'house_number',
    ])
      expect(offer).not.toHaveProperty(field);
  });
});

describe('bad input', () => {
  it('answers 400 with field errors, never 500', async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: [Record<string, unknown>, string][] = [
      [{ products: { onbekend: { enabled: true } } }, 'products.onbekend'],
      [
        { products: { zonnepanelen: { enabled: true, choices: { roof_type: ['dome'] } } } },
        'products.zonnepanelen.choices.roof_type',
      ],
      [
        {
          products: {
            zonnepanelen: { enabled: true, integerRanges: { panel_count: { gte: 20, lte: 10 } } },
          },
        },
        'products.zonnepanelen.integerRanges.panel_count',
      ],
      [
        { products: { zonnepanelen: { meterRanges: { panel_count: { gte: 1 } } } } },
        'products.zonnepanelen.meterRanges.panel_count',
      ],
      [{ startDate: now - 30 * 86_400 }, 'startDate'],
      [{ startDate: now - 3600, endDate: now - 7200 }, 'endDate'],
      [{ currentPage: 50 }, 'currentPage'],
    ];
    for (const [body, field] of cases) {
      const answer = await search(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe('MESSAGE.VALIDATION_FAILED');
      expect(Object.keys(answer.body.fields ?? {})).toContain(field);
    }
    const typed = await search({ distance: 900, itemsPerPage: 0 });
    expect(typed.status).toBe(400);
  });
});

describe('who may search', () => {
  it('keeps customers to their own companies and lets only sales staff open another plaza', async () => {
    expect((await search({}, otherCompanyId)).status).toBe(404);
    const anonymous = createClient(api.url);
    expect((await anonymous.post(`/leadplaza/${companyId}/lead`, {})).status).toBe(401);
    const sales = await clientFor(api.url, 'sales@demo.nl');
    expect((await sales.post(`/leadplaza/${otherCompanyId}/lead`, {})).status).toBe(200);
    const manager = await clientFor(api.url, 'manager@demo.nl');
    expect((await manager.post(`/leadplaza/${otherCompanyId}/lead`, {})).status).toBe(404);
    const consumer = await clientFor(api.url, 'consumer@demo.nl');
    expect((await consumer.post(`/leadplaza/${companyId}/lead`, {})).status).toBe(403);
  });
});

// ---------------------------------------------------------------------------
// Facet counts checked against a computation of their own, over random data.

/** A small deterministic random generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Query {
  products: Record<
    string,
    {
      enabled: boolean;
      choices: Record<string, string[]>;
      integerRanges: Record<string, { gte?: number; lte?: number }>;
      meterRanges: Record<string, { gte?: number; lte?: number }>;
    }
  >;
  municipalities: string[];
  distance: number | null;
  competitors: 'none' | 2 | 3 | 4;
  startDate: number;
  endDate: number;
  itemsPerPage: number;
}

type Facet = 'product' | 'area' | `question:${string}:${string}`;

describe('facet counts', () => {
  const PRODUCTS = ['zonnepanelen', 'warmtepomp', 'dakkapel', 'alarmsysteem'];
  const PLACE_NAMES = Object.keys(PLACES) as Place[];
  const MUNICIPALITIES = ['Utrecht', 'Amsterdam', 'Eindhoven'];

  it('equal counts computed independently, for random filter combinations', async () => {
    await clearLeads();
    const seed = Number(process.env.PLAZA_SEED ?? 20261123);
    const rnd = random(seed);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
    const others = [
      otherCompanyId,
      await addCompany(api.db, 'eindhoven'),
      await addCompany(api.db, 'amsterdam'),
    ];
    for (let i = 0; i < 240; i += 1) {
      const product = byDiscr(pick(PRODUCTS));
      const answers: Record<string, string | string[] | number> = {};
      for (const question of product.questions) {
        if (rnd() < 0.2) continue; // left open by the consumer
        if (isChoiceQuestion(question)) {
          const values = question.options.map((o) => o.value);
          answers[question.key] =
            question.kind === 'multiple_choice'
              ? [...new Set([pick(values), pick(values)])]
              : pick(values);
        } else {
          answers[question.key] =
            question.min + Math.floor(rnd() * (question.max - question.min + 1));
        }
      }
      const place = pick(PLACE_NAMES);
      const lead = await addLead(api.db, {
        product,
        place,
        ageHours: rnd() * 190,
        answers,
        remaining: rnd() < 0.1 ? 0 : 1 + Math.floor(rnd() * (product.maxAssignments - 1)),
        fields: { bad: rnd() < 0.05 },
      });
      const holders = new Set<number>();
      const shares = Math.floor(rnd() * 4);
      for (let s = 0; s < shares; s += 1) holders.add(pick([...others, companyId]));
      for (const holder of holders) await giveLead(api.db, lead, holder, rnd() < 0.05 ? 8 : 0);
    }

    const allLeads = await api.db.select().from(leads);
    const allAssigned = await api.db.select().from(assignedLeads);
    const now = Date.now();
    const company = PLACES.utrecht;

    function passes(lead: LeadRow, query: Query, skip: Facet | null): boolean {
      const holders = allAssigned.filter((a) => a.leadId === lead.id);
      const created = lead.createdAt.getTime();
      if (created < Math.max(query.startDate * 1000, now - 7 * 24 * HOUR)) return false;
      if (created > query.endDate * 1000) return false;
      if (lead.remainingAssignments <= 0 || lead.bad) return false;
      if (holders.some((a) => a.state === 8 || a.companyId === companyId)) return false;
      const most = query.competitors === 'none' ? 0 : query.competitors;
      if (holders.length > most) return false;
      if (query.distance !== null) {
        const km =
          distanceMeters(company, { latitude: lead.latitude!, longitude: lead.longitude! }) / 1000;
        if (km > query.distance) return false;
      }
      if (
        skip !== 'area' &&
        query.municipalities.length > 0 &&
        !query.municipalities.includes(lead.municipality!)
      )
        return false;
      const product = products.find((p) => p.id === lead.productId)!;
      const enabled = Object.entries(query.products)
        .filter(([, f]) => f.enabled)
        .map(([d]) => d);
      if (skip !== 'product' && enabled.length > 0 && !enabled.includes(product.discr))
        return false;
      const filter = query.products[product.discr];
      if (!filter) return true;
      for (const [key, values] of Object.entries(filter.choices)) {
        if (values.length === 0 || skip?.startsWith(`question:${product.discr}:${key}`)) continue;
        const given = lead.answers[key];
        const list = Array.isArray(given) ? given : given === undefined ? [] : [String(given)];
        if (!list.some((v) => values.includes(v))) return false;
      }
      for (const ranges of [filter.integerRanges, filter.meterRanges]) {
        for (const [key, range] of Object.entries(ranges)) {
          if (skip?.startsWith(`question:${product.discr}:${key}`)) continue;
          const given = lead.answers[key];
          if (typeof given !== 'number') return false;
          if (range.gte !== undefined && given < range.gte) return false;
          if (range.lte !== undefined && given > range.lte) return false;
        }
      }
      return true;
    }

    function randomQuery(): Query {
      const query: Query = {
        products: {},
        municipalities: MUNICIPALITIES.filter(() => rnd() < 0.3),
        distance: pick([null, null, 30, 60, 100]),
        competitors: pick(['none', 2, 3, 4, 4] as const),
        startDate:
          Math.floor((now - rnd() * 7 * 24 * HOUR) / 1000) - (rnd() < 0.5 ? 7 * 24 * 3600 : 0),
        endDate: Math.floor(now / 1000) - (rnd() < 0.3 ? Math.floor(rnd() * 48 * 3600) : 0),
        itemsPerPage: 100,
      };
      if (query.endDate < query.startDate) query.endDate = Math.floor(now / 1000);
      if (query.startDate < Math.floor(now / 1000) - 7 * 24 * 3600)
        query.startDate = Math.floor(now / 1000) - 7 * 24 * 3600;
      for (const discr of PRODUCTS) {
        if (rnd() < 0.4) continue;
        const product = byDiscr(discr);
        const filter: Query['products'][string] = {
          enabled: rnd() < 0.6,
          choices: {},
          integerRanges: {},
          meterRanges: {},
        };
        for (const question of product.questions) {
          if (rnd() < 0.5) continue;
          if (isChoiceQuestion(question)) {
            filter.choices[question.key] = question.options
              .map((o) => o.value)
              .filter(() => rnd() < 0.5);
          } else {
            const a = question.min + Math.floor(rnd() * (question.max - question.min));
            const b = a + Math.floor(rnd() * (question.max - a));
            const range = rnd() < 0.3 ? { gte: a } : rnd() < 0.5 ? { lte: b } : { gte: a, lte: b };
            (question.kind === 'integer_range' ? filter.integerRanges : filter.meterRanges)[
              question.key
            ] = range;
          }
        }
        query.products[discr] = filter;
      }
      return query;
    }

    let roundsWithHits = 0;
    for (let round = 0; round < 30; round += 1) {
      const query = randomQuery();
      const answer = await search({ ...query });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const context = `seed ${seed}, round ${round}: ${JSON.stringify(query)}`;
      const hits = allLeads.filter((lead) => passes(lead, query, null));
      expect(answer.body.total, context).toBe(hits.length);
      if (hits.length > 0) roundsWithHits += 1;
      if (hits.length <= query.itemsPerPage) {
        const expectedIds = hits
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
          .map((l) => l.id);
        expect(
          answer.body.results.map((r: { id: number }) => r.id),
          context,
        ).toEqual(expectedIds);
      }
      for (const facet of answer.body.aggregations.products) {
        const product = products.find((p) => p.id === facet.product_id)!;
        const expected = allLeads.filter(
          (lead) => lead.productId === product.id && passes(lead, query, 'product'),
        ).length;
        expect(facet.total, `${context} product ${product.discr}`).toBe(expected);
        for (const choice of facet.choices) {
          const expectedChoice = allLeads.filter((lead) => {
            if (lead.productId !== product.id) return false;
            const given = lead.answers[choice.question_key];
            const list = Array.isArray(given) ? given : given === undefined ? [] : [String(given)];
            return (
              list.includes(choice.value) &&
              passes(lead, query, `question:${product.discr}:${choice.question_key}`)
            );
          }).length;
          expect(
            choice.total,
            `${context} ${product.discr}.${choice.question_key}=${choice.value}`,
          ).toBe(expectedChoice);
        }
      }
      const areas = new Map<string, number>();
      for (const lead of allLeads.filter((l) => passes(l, query, 'area'))) {
        const key = `${lead.country}:${lead.postalCode.slice(0, 2)}`;
        areas.set(key, (areas.get(key) ?? 0) + 1);
      }
      const answered = new Map<string, number>();
      for (const country of answer.body.aggregations.country)
        for (const area of country.postal_codes)
          answered.set(`${country.country}:${area.postal_code}`, area.total);
      expect(Object.fromEntries(answered), context).toEqual(Object.fromEntries(areas));
    }
    // The random filters must leave something to count, or the comparison proves little.
    expect(roundsWithHits).toBeGreaterThanOrEqual(10);
  });
});
