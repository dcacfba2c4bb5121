/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonCoreProducts } from '../../api/src/comparison/core-product.table';
import { comparisonFeatures } from '../../api/src/features/feature.table';
import { comparisonProducts } from '../../api/src/comparison/product.table';
import { comparisonSpecs } from '../../api/src/comparison/spec.table';
import { clientFor } from '../companies/company-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let editor: TestClient;
let heatPump: number;
/** A core product of the test's own, with specs whose counts are known. */
let testCore: number;
const feature: Record<string, number> = {};
let otherCoreFeature: number;

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'comparison@demo.nl');
  const [pump] = await api.db
    .select({ id: comparisonCoreProducts.id })
    .from(comparisonCoreProducts)
    .where(eq(comparisonCoreProducts.discr, 'heat_pump'));
  heatPump = pump!.id;
  const [core] = await api.db
    .insert(comparisonCoreProducts)
    .values({ name: 'Filtertest', discr: 'filter_test' })
    .returning({ id: comparisonCoreProducts.id });
  testCore = core!.id;
  const features = await api.db
    .insert(comparisonFeatures)
    .values(
      ['Vermogen', 'Kleur', 'Leeg', 'Gewicht'].map((name, position) => ({
        coreProductId: testCore,
        name,
        position,
      })),
    )
    .returning({ id: comparisonFeatures.id, name: comparisonFeatures.name });
  for (const row of features) feature[row.name] = row.id;
  // Six products: five with a power (Dutch decimals), three with a colour (two spellings).
  const specs: [string | null, string | null][] = [
    ['4,5', 'Zwart'],
    ['6', 'zwart'],
    ['7,5', 'Wit'],
    ['10', null],
    ['12,0', null],
    [null, null],
  ];
  for (const [at, [power, colour]] of specs.entries()) {
    const [product] = await api.db
      .insert(comparisonProducts)
      .values({ coreProductId: testCore, name: `Testproduct ${at + 1}` })
      .returning({ id: comparisonProducts.id });
    const values = [
      power && { productId: product!.id, featureId: feature.Vermogen!, value: power },
      colour && { productId: product!.id, featureId: feature.Kleur!, value: colour },
    ].filter((spec) => !!spec);
    if (values.length > 0) await api.db.insert(comparisonSpecs).values(values);
  }
  const [other] = await api.db
    .select({ id: comparisonFeatures.id })
    .from(comparisonFeatures)
    .where(eq(comparisonFeatures.coreProductId, heatPump))
    .limit(1);
  otherCoreFeature = other!.id;
});
afterAll(async () => api?.close());

const powerSteps = [
  { label: 'Tot 6', from: null, to: 6 },
  { label: '6 tot 10', from: 6, to: 10 },
  { label: '10 en meer', from: 10, to: null },
];

const newFilter = (body: Record<string, unknown>) =>
  editor.post('/comparison/filter', { core_product_id: testCore, ...body });

const predict = (body: Record<string, unknown>) =>
  editor.post('/comparison/filter/prediction', { core_product_id: testCore, ...body });

describe('the demo filters', () => {
  it('lists a core product’s filters in panel order with list positions and steps', async () => {
    const answer = await editor.get(`/comparison/core-product/${heatPump}/filter`);
    expect(answer.status).toBe(200);
    const items = answer.body.items;
    expect(items.map((f: any) => [f.label, f.position, f.list_position, f.step_type])).toEqual([
      ['Vermogen', 0, 0, 'range'],
      ['Type', 1, 1, 'range'],
      ['Energielabel', 2, 2, 'range'],
      ['SCOP', 3, null, 'min_max'],
    ]);
    expect(items[0].steps[1]).toEqual({ label: '6 tot 10 kW', value: null, from: 6, to: 10 });
    expect(items[0].feature_unit).toBe('kW');
    expect(items[1].steps[0]).toEqual({
      label: 'Lucht-water',
      value: 'lucht-water',
      from: null,
      to: null,
    });
    expect(items[3]).toMatchObject({ min: 3.5, max: 5.5, steps: [] });
    expect((await editor.get(`/comparison/filter/${items[3].id}`)).body).toEqual(items[3]);
    expect((await editor.get('/comparison/core-product/999999/filter')).status).toBe(404);
    expect((await editor.get('/comparison/filter/999999')).status).toBe(404);
  });

  it('the demo steps of a heat pump’s power cover every product with a power', async () => {
    const [vermogen] = (await editor.get(`/comparison/core-product/${heatPump}/filter`)).body.items;
    const answer = await editor.post('/comparison/filter/prediction', {
      core_product_id: heatPump,
      ...vermogen,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.numeric).toBe(true);
    expect(answer.body.unmatched).toBe(0);
    expect(answer.body.steps.reduce((a: number, b: number) => a + b, 0)).toBe(
      answer.body.product_count,
    );
    expect(answer.body.product_count + answer.body.no_value).toBe(answer.body.total);
    expect(answer.body.total).toBe(67);
  });
});

describe('new features', () => {
  it('are the features without a filter, with what their values look like', async () => {
    const answer = await editor.get(`/comparison/core-product/${testCore}/filter/new-features`);
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((f: any) => f.name)).toEqual([
      'Vermogen',
      'Kleur',
      'Leeg',
      'Gewicht',
    ]);
    const [power, colour, empty] = answer.body.items;
    expect(power).toMatchObject({ numeric: true, product_count: 5, lowest: 4.5, highest: 12 });
    expect(colour).toMatchObject({ numeric: false, product_count: 3, lowest: null });
    expect(colour.values).toContainEqual({ value: 'Wit', count: 1 });
    expect(empty).toMatchObject({ numeric: false, product_count: 0, values: [] });
    const pump = await editor.get(`/comparison/core-product/${heatPump}/filter/new-features`);
    const names = pump.body.items.map((f: any) => f.name);
    expect(names).toContain('Garantie');
    expect(names).not.toContain('Vermogen');
    expect(names).not.toContain('SCOP');

    const made = await newFilter({
      feature_id: feature.Gewicht,
      step_type: 'min_max',
      steps: [],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const after = await editor.get(`/comparison/core-product/${testCore}/filter/new-features`);
    expect(after.body.items.map((f: any) => f.name)).not.toContain('Gewicht');
    expect((await editor.delete(`/comparison/filter/${made.body.id}`)).status).toBe(200);
  });
});

describe('prediction', () => {
  it('counts the products per range step from the Dutch decimals, and those without a value', async () => {
    const answer = await predict({
      feature_id: feature.Vermogen,
      step_type: 'range',
      steps: powerSteps,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      total: 6,
      no_value: 1,
      unmatched: 0,
      steps: [1, 2, 2],
      numeric: true,
      lowest: 4.5,
      highest: 12,
    });
    // As typed: a step left out leaves its products unmatched; an unfinished step counts none.
    const partial = await predict({
      feature_id: feature.Vermogen,
      step_type: 'range',
      steps: [{ from: null, to: 6 }, { label: 'nog leeg' }, { from: 10, to: 6 }],
    });
    expect(partial.body).toMatchObject({ steps: [1, 0, 0], unmatched: 4 });
  });

  it('counts a min–max filter’s products outside its bounds as unmatched', async () => {
    const answer = await predict({
      feature_id: feature.Vermogen,
      step_type: 'min_max',
      min: 5,
      max: 10,
      steps: [],
    });
    expect(answer.body).toMatchObject({ steps: [], unmatched: 2, no_value: 1 });
  });

  it('matches value steps without regard to case', async () => {
    const answer = await predict({
      feature_id: feature.Kleur,
      step_type: 'range',
      steps: [
        { label: 'Zwart', value: 'zwart' },
        { label: 'Wit', value: 'WIT' },
      ],
    });
    expect(answer.body).toMatchObject({
      total: 6,
      no_value: 3,
      unmatched: 0,
      steps: [2, 1],
      numeric: false,
    });
  });

  it('refuses a feature of another core product', async () => {
    const answer = await predict({ feature_id: otherCoreFeature, step_type: 'range', steps: [] });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ feature_id: 'MESSAGE.SELECT_OPTION' });
  });
});

describe('filter rules', () => {
  it('clears min and max unless the step type is min_max, and takes the feature name as label', async () => {
    const made = await newFilter({
      feature_id: feature.Vermogen,
      label: '',
      step_type: 'range',
      min: 1,
      max: 20,
      steps: powerSteps,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      label: 'Vermogen',
      min: null,
      max: null,
      sorting: 'key_asc',
      list_position: null,
      steps: [
        { label: 'Tot 6', value: null, from: null, to: 6 },
        { label: '6 tot 10', value: null, from: 6, to: 10 },
        { label: '10 en meer', value: null, from: 10, to: null },
      ],
    });
    const slider = await editor.post(`/comparison/filter/${made.body.id}`, {
      ...made.body,
      step_type: 'min_max',
      min: 4,
      max: 12.5,
      steps: [],
    });
    expect(slider.status, JSON.stringify(slider.body)).toBe(200);
    expect(slider.body).toMatchObject({ step_type: 'min_max', min: 4, max: 12.5, steps: [] });
    const back = await editor.post(`/comparison/filter/${made.body.id}`, {
      ...slider.body,
      step_type: 'range',
      steps: powerSteps,
    });
    expect(back.body).toMatchObject({ step_type: 'range', min: null, max: null });
    expect((await editor.delete(`/comparison/filter/${made.body.id}`)).status).toBe(200);
  });

  it('refuses inverted ranges, overlapping steps, mixed or unfinished steps and a range filter without steps', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await newFilter({ feature_id: feature.Vermogen, step_type: 'range', ...body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('MESSAGE.VALIDATION_FAILED');
      return answer.body.fields;
    };
    expect(await refused({ step_type: 'min_max', min: 10, max: 5 })).toEqual({
      max: 'MESSAGE.SCALE_RANGE_INVERTED',
    });
    expect(await refused({ steps: [{ label: 'Verkeerd om', from: 10, to: 6 }] })).toEqual({
      'steps.0.to': 'MESSAGE.SCALE_RANGE_INVERTED',
    });
    expect(
      await refused({
        steps: [
          { label: 'Laag', from: null, to: 8 },
          { label: 'Midden', from: 6, to: 10 },
        ],
      }),
    ).toEqual({ 'steps.1.from': 'MESSAGE.FILTER_STEPS_OVERLAP' });
    expect(
      await refused({
        feature_id: feature.Kleur,
        steps: [
          { label: 'Zwart', value: 'Zwart' },
          { label: 'Ook zwart', value: ' zwart' },
        ],
      }),
    ).toEqual({ 'steps.1.value': 'MESSAGE.FILTER_STEPS_OVERLAP' });
    expect(
      await refused({
        steps: [
          { label: 'Laag', from: null, to: 8 },
          { label: 'Zwart', value: 'zwart' },
          { label: '', from: null, to: null },
        ],
      }),
    ).toEqual({
      'steps.1.value': 'MESSAGE.INVALID_VALUE',
      'steps.2.label': 'MESSAGE.FIELD_REQUIRED',
      'steps.2.from': 'MESSAGE.FIELD_REQUIRED',
    });
    expect(await refused({ steps: [] })).toEqual({ steps: 'MESSAGE.FIELD_REQUIRED' });
    // Steps that touch do not overlap: [.., 6) and [6, ..).
    const made = await newFilter({
      feature_id: feature.Vermogen,
      step_type: 'range',
      steps: powerSteps,
    });
    expect(made.status).toBe(201);
    expect((await editor.delete(`/comparison/filter/${made.body.id}`)).status).toBe(200);
  });

  it('allows one filter per feature and only features of the filter’s core product', async () => {
    const first = await newFilter({
      feature_id: feature.Kleur,
      step_type: 'range',
      steps: [{ label: 'Zwart', value: 'zwart' }],
    });
    expect(first.status).toBe(201);
    const second = await newFilter({
      feature_id: feature.Kleur,
      step_type: 'range',
      steps: [{ label: 'Wit', value: 'wit' }],
    });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({
      message: 'MESSAGE.FILTER_ALREADY_EXISTS',
      fields: { feature_id: 'MESSAGE.FILTER_ALREADY_EXISTS' },
      existing_id: first.body.id,
    });
    const power = await newFilter({
      feature_id: feature.Vermogen,
      step_type: 'min_max',
    });
    expect(power.status).toBe(201);
    const moved = await editor.post(`/comparison/filter/${power.body.id}`, {
      ...power.body,
      feature_id: feature.Kleur,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.existing_id).toBe(first.body.id);

    const foreign = await newFilter({ feature_id: otherCoreFeature, step_type: 'min_max' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ feature_id: 'MESSAGE.SELECT_OPTION' });
    const foreignSave = await editor.post(`/comparison/filter/${power.body.id}`, {
      ...power.body,
      feature_id: otherCoreFeature,
    });
    expect(foreignSave.body.fields).toEqual({ feature_id: 'MESSAGE.SELECT_OPTION' });
    expect(
      (await newFilter({ core_product_id: 999999, feature_id: feature.Leeg, step_type: 'min_max' }))
        .status,
    ).toBe(404);

    for (const id of [first.body.id, power.body.id])
      expect((await editor.delete(`/comparison/filter/${id}`)).status).toBe(200);
  });

  it('answers 409 to a save over an outdated version and writes nothing', async () => {
    const made = await newFilter({ feature_id: feature.Leeg, label: 'Leeg', step_type: 'min_max' });
    const saved = await editor.post(`/comparison/filter/${made.body.id}`, {
      ...made.body,
      label: 'Eerste',
    });
    expect(saved.body.version).toBe(made.body.version + 1);
    const stale = await editor.post(`/comparison/filter/${made.body.id}`, {
      ...made.body,
      label: 'Tweede',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    expect((await editor.get(`/comparison/filter/${made.body.id}`)).body.label).toBe('Eerste');
    const unversioned = await editor.post(`/comparison/filter/${made.body.id}`, {
      ...made.body,
      version: undefined,
    });
    expect(unversioned.status).toBe(400);
    expect((await editor.delete(`/comparison/filter/${made.body.id}`)).status).toBe(200);
    expect((await editor.delete(`/comparison/filter/${made.body.id}`)).status).toBe(404);
  });
});

describe('positions', () => {
  it('puts the filters in the dragged panel and list order, refusing a stale list', async () => {
    const made = [];
    for (const name of ['Vermogen', 'Kleur', 'Leeg'])
      made.push((await newFilter({ feature_id: feature[name], step_type: 'min_max' })).body);
    expect(made.map((f) => f.position)).toEqual([0, 1, 2]);
    const [power, colour, empty] = made;
    const order = await editor.post(`/comparison/core-product/${testCore}/filter/positions`, {
      filters: [empty, power, colour].map(({ id, version }) => ({ id, version })),
      list: [colour.id, empty.id],
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.items.map((f: any) => [f.label, f.position, f.list_position])).toEqual([
      ['Leeg', 0, 1],
      ['Vermogen', 1, null],
      ['Kleur', 2, 0],
    ]);
    // The same list read before the move is stale now: nothing is written.
    const stale = await editor.post(`/comparison/core-product/${testCore}/filter/positions`, {
      filters: made.map(({ id, version }) => ({ id, version })),
      list: [],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    const fresh = order.body.items;
    const missing = await editor.post(`/comparison/core-product/${testCore}/filter/positions`, {
      filters: fresh.slice(1).map(({ id, version }: any) => ({ id, version })),
      list: [],
    });
    expect(missing.status).toBe(409);
    const unknown = await editor.post(`/comparison/core-product/${testCore}/filter/positions`, {
      filters: fresh.map(({ id, version }: any) => ({ id, version })),
      list: [otherCoreFeature],
    });
    expect(unknown.status).toBe(400);
    expect(
      (await editor.get(`/comparison/core-product/${testCore}/filter`)).body.items.map(
        (f: any) => f.label,
      ),
    ).toEqual(['Leeg', 'Vermogen', 'Kleur']);

    // Deleting closes up both orders.
    expect((await editor.delete(`/comparison/filter/${empty.id}`)).status).toBe(200);
    const after = (await editor.get(`/comparison/core-product/${testCore}/filter`)).body.items;
    expect(after.map((f: any) => [f.label, f.position, f.list_position])).toEqual([
      ['Vermogen', 0, null],
      ['Kleur', 1, 0],
    ]);
    for (const filter of after) await editor.delete(`/comparison/filter/${filter.id}`);
  });
});

describe('access', () => {
  it('refuses every filter route to users without the comparison role', async () => {
    const cms = await clientFor(api.url, 'cms@demo.nl');
    const anonymous = createClient(api.url);
    const [filter] = (await editor.get(`/comparison/core-product/${heatPump}/filter`)).body.items;
    const calls: ((client: TestClient) => Promise<{ status: number }>)[] = [
      (c) => c.get(`/comparison/core-product/${heatPump}/filter`),
      (c) => c.get(`/comparison/core-product/${heatPump}/filter/new-features`),
      (c) => c.get(`/comparison/filter/${filter.id}`),
      (c) => c.post(`/comparison/filter/${filter.id}`, { ...filter, label: 'Gekaapt' }),
      (c) =>
        c.post('/comparison/filter', {
          core_product_id: testCore,
          feature_id: feature.Leeg,
          step_type: 'min_max',
        }),
      (c) => c.delete(`/comparison/filter/${filter.id}`),
      (c) =>
        c.post(`/comparison/core-product/${heatPump}/filter/positions`, {
          filters: [],
          list: [],
        }),
      (c) =>
        c.post('/comparison/filter/prediction', {
          core_product_id: heatPump,
          ...filter,
        }),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      expect((await call(cms)).status).toBe(403);
    }
    expect((await editor.get(`/comparison/filter/${filter.id}`)).body).toEqual(filter);
  });
});
