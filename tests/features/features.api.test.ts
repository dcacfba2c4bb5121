/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../companies/company-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let editor: TestClient;
/** Core product ids by discriminator (read from the demo spec websites). */
const core: Record<'heat_pump' | 'solar_panel' | 'robot_vacuum', number> = {
  heat_pump: 0,
  solar_panel: 0,
  robot_vacuum: 0,
};
const websiteFor: Record<string, any> = {};

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'comparison@demo.nl');
  const websites = (await editor.get('/comparison/spec-website')).body.items;
  const byCore: Record<string, keyof typeof core> = {
    Warmtepompen: 'heat_pump',
    Zonnepanelen: 'solar_panel',
    Robotstofzuigers: 'robot_vacuum',
  };
  for (const website of websites) {
    const discr = byCore[website.core_product_name]!;
    core[discr] = website.core_product_id;
    websiteFor[discr] = website;
  }
});
afterAll(async () => api?.close());

const featuresOf = async (coreProductId: number) =>
  (await editor.get(`/comparison/core-product/${coreProductId}/feature`)).body.items as any[];
const featureNamed = async (coreProductId: number, name: string) =>
  (await featuresOf(coreProductId)).find((f) => f.name === name);
const unmappedOf = async (coreProductId: number, query = '') =>
  (await editor.get(`/comparison/core-product/${coreProductId}/unmapped-feature${query}`)).body;
const unmappedNamed = async (coreProductId: number, name: string) =>
  (await unmappedOf(coreProductId, `?search=${encodeURIComponent(name)}`)).items.find(
    (row: any) => row.name === name,
  );

describe('features', () => {
  it('lists a core product’s features by category priority, category and position with spec counts', async () => {
    const features = await featuresOf(core.heat_pump);
    expect(features.map((f) => f.name)).toEqual([
      'Type',
      'Energielabel',
      'Garantie',
      'Vermogen',
      'SCOP',
      'Max. aanvoertemperatuur',
      'Geluidsniveau buitenunit',
      'Koudemiddel',
      'Breedte buitenunit',
      'Hoogte buitenunit',
      'Gewicht buitenunit',
    ]);
    expect(features[0]).toMatchObject({
      category: 'Algemeen',
      category_priority: 1,
      enabled: true,
    });
    expect(features[0].spec_count).toBeGreaterThan(0);
    expect((await editor.get('/comparison/core-product/999999/feature')).status).toBe(404);
  });

  it('adds and saves features: a name the core product has in any case is refused, another core product may have it', async () => {
    const added = await editor.post('/comparison/feature', {
      core_product_id: core.heat_pump,
      name: 'Zonneboiler geschikt',
      category: 'Algemeen',
      category_priority: 1,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    // Without a position it goes last in its category.
    expect(added.body).toMatchObject({ position: 3, enabled: true, unit: null, version: 1 });

    const energielabel = await featureNamed(core.heat_pump, 'Energielabel');
    const duplicate = await editor.post('/comparison/feature', {
      core_product_id: core.heat_pump,
      name: ' energieLABEL ',
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toEqual({
      message: 'MESSAGE.FEATURE_ALREADY_EXISTS',
      fields: { name: 'MESSAGE.FEATURE_ALREADY_EXISTS' },
      existing_id: energielabel.id,
    });
    const renamed = await editor.post(`/comparison/feature/${added.body.id}`, {
      ...added.body,
      name: 'ENERGIELABEL',
    });
    expect(renamed.body.message).toBe('MESSAGE.FEATURE_ALREADY_EXISTS');
    // Solar panels have no Energielabel feature.
    const elsewhere = await editor.post('/comparison/feature', {
      core_product_id: core.solar_panel,
      name: 'Energielabel',
    });
    expect(elsewhere.status).toBe(201);

    const saved = await editor.post(`/comparison/feature/${added.body.id}`, {
      name: 'Geschikt voor zonneboiler',
      unit: '',
      category: 'Algemeen',
      category_priority: '1',
      position: 3,
      group_id: 2,
      enabled: false,
      version: added.body.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Geschikt voor zonneboiler',
      group_id: 2,
      enabled: false,
      version: 2,
    });
    const invalid = await editor.post(`/comparison/feature/${added.body.id}`, {
      name: '',
      category_priority: 'hoog',
      version: saved.body.version,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({
      name: 'MESSAGE.ENTER_NAME',
      category_priority: 'MESSAGE.ENTER_VALID_NUMBER',
    });
    expect(
      (await editor.post('/comparison/feature', { name: 'Los', core_product_id: 999999 })).body
        .fields,
    ).toEqual({ core_product_id: 'MESSAGE.SELECT_OPTION' });
  });

  it('answers 409 to a save over an outdated version and writes nothing', async () => {
    const feature = await featureNamed(core.robot_vacuum, 'Stofbak');
    const first = await editor.post(`/comparison/feature/${feature.id}`, {
      ...feature,
      unit: 'liter',
    });
    expect(first.body.version).toBe(feature.version + 1);
    const stale = await editor.post(`/comparison/feature/${feature.id}`, {
      ...feature,
      name: 'Stofreservoir',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    expect((await editor.get(`/comparison/feature/${feature.id}`)).body).toMatchObject({
      name: 'Stofbak',
      unit: 'liter',
    });
    expect((await editor.post(`/comparison/feature/${feature.id}`, { name: 'X' })).body).toEqual({
      message: 'MESSAGE.VALIDATION_FAILED',
      fields: { version: 'MESSAGE.FIELD_REQUIRED' },
    });
  });

  it('disables and enables a feature; each change is a new version, a repeat changes nothing', async () => {
    const feature = await featureNamed(core.robot_vacuum, 'App-bediening');
    const disabled = await editor.post(`/comparison/feature/${feature.id}/disable`);
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ enabled: false, version: feature.version + 1 });
    const again = await editor.post(`/comparison/feature/${feature.id}/disable`);
    expect(again.body).toMatchObject({ enabled: false, version: feature.version + 1 });
    expect((await featureNamed(core.robot_vacuum, 'App-bediening')).enabled).toBe(false);
    // A form opened before the switch is outdated now.
    expect((await editor.post(`/comparison/feature/${feature.id}`, feature)).status).toBe(409);
    const enabled = await editor.post(`/comparison/feature/${feature.id}/enable`);
    expect(enabled.body).toMatchObject({ enabled: true, version: feature.version + 2 });
    expect((await editor.post('/comparison/feature/999999/enable')).status).toBe(404);
  });

  it('reorders a category, refusing an order made from a stale read', async () => {
    const category = (await featuresOf(core.solar_panel)).filter(
      (f) => f.category === 'Prestaties',
    );
    expect(category.map((f) => f.name)).toEqual([
      'Vermogen',
      'Rendement',
      'Temperatuurcoëfficiënt',
      'Vermogensgarantie',
    ]);
    const reordered = [category[2], category[0], category[1], category[3]];
    const moved = await editor.post(
      `/comparison/core-product/${core.solar_panel}/feature/positions`,
      {
        category: 'Prestaties',
        items: reordered.map((f) => ({ id: f.id, version: f.version })),
      },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const names = (await featuresOf(core.solar_panel))
      .filter((f) => f.category === 'Prestaties')
      .map((f) => f.name);
    expect(names).toEqual(['Temperatuurcoëfficiënt', 'Vermogen', 'Rendement', 'Vermogensgarantie']);
    const after = moved.body.items.filter((f: any) => f.category === 'Prestaties');
    expect(after.find((f: any) => f.name === 'Vermogen').version).toBe(category[0].version + 1);
    // Swapping the first two again: only those two get a new version.
    const swapped = await editor.post(
      `/comparison/core-product/${core.solar_panel}/feature/positions`,
      {
        category: 'Prestaties',
        items: [after[1], after[0], after[2], after[3]].map((f) => ({
          id: f.id,
          version: f.version,
        })),
      },
    );
    const versions = swapped.body.items
      .filter((f: any) => f.category === 'Prestaties')
      .map((f: any) => f.version - after.find((a: any) => a.id === f.id).version);
    expect(versions).toEqual([1, 1, 0, 0]);
    await editor.post(`/comparison/core-product/${core.solar_panel}/feature/positions`, {
      category: 'Prestaties',
      items: swapped.body.items
        .filter((f: any) => f.category === 'Prestaties')
        .map((_f: any, at: number, all: any[]) => all[at === 0 ? 1 : at === 1 ? 0 : at])
        .map((f: any) => ({ id: f.id, version: f.version })),
    });
    expect(
      (await featuresOf(core.solar_panel))
        .filter((f) => f.category === 'Prestaties')
        .map((f) => f.name),
    ).toEqual(names);

    // The same order sent again carries the old versions: stale, nothing moves.
    const stale = await editor.post(
      `/comparison/core-product/${core.solar_panel}/feature/positions`,
      {
        category: 'Prestaties',
        items: category.map((f) => ({ id: f.id, version: f.version })),
      },
    );
    expect(stale.status).toBe(409);
    // A category without one of its features (added since the read) is stale too.
    const missing = await editor.post(
      `/comparison/core-product/${core.solar_panel}/feature/positions`,
      {
        category: 'Prestaties',
        items: (await featuresOf(core.solar_panel))
          .filter((f) => f.category === 'Prestaties')
          .slice(1)
          .map((f) => ({ id: f.id, version: f.version })),
      },
    );
    expect(missing.status).toBe(409);
    const names2 = (await featuresOf(core.solar_panel))
      .filter((f) => f.category === 'Prestaties')
      .map((f) => f.name);
    expect(names2).toEqual(names);
  });

  it('deletes a feature with its specs', async () => {
    const feature = await featureNamed(core.robot_vacuum, 'Hoogte');
    expect(feature.spec_count).toBeGreaterThan(0);
    const removed = await editor.delete(`/comparison/feature/${feature.id}`);
    expect(removed.body).toEqual({ message: 'MESSAGE.SUCCESSFULLY_DELETED' });
    expect((await editor.get(`/comparison/feature/${feature.id}`)).status).toBe(404);
  });
});

describe('feature mapping', () => {
  it('lists the unmapped names of a core product, most seen first, searched and paged', async () => {
    const list = await unmappedOf(core.heat_pump);
    expect(list.total).toBe(7);
    expect(list.items[0]).toMatchObject({
      name: 'Geluidsdruk buiten',
      source: 'feed',
      sample_value: '48 dB(A)',
      seen_count: 41,
      state: 'unmapped',
      mapped_feature_id: null,
    });
    expect(list.items[0].value_count).toBe(5);
    const counts = list.items.map((row: any) => row.seen_count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    const searched = await editor.get(
      `/comparison/core-product/${core.heat_pump}/unmapped-feature?search=VERMOGEN&itemsPerPage=1`,
    );
    expect(searched.body.items.map((row: any) => row.name)).toEqual(['Nominaal vermogen']);
    expect(searched.headers.get('x-pagination-total')).toBe('1');
  });

  it('maps a name to an existing feature of the same core product; it leaves the list and stays in the history', async () => {
    const row = await unmappedNamed(core.heat_pump, 'Energieklasse');
    const label = await featureNamed(core.heat_pump, 'Energielabel');
    const mapped = await editor.post(`/comparison/unmapped-feature/${row.id}/map`, {
      feature_id: label.id,
    });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    expect(mapped.body.unmapped_feature).toMatchObject({
      state: 'mapped',
      mapped_feature_id: label.id,
      mapped_feature_name: 'Energielabel',
      value_count: 0,
    });
    expect(mapped.body.unmapped_feature.handled_by_name).toBeTruthy();
    // The kept values became Energielabel specs, except where a product had one already.
    expect(mapped.body.specs_added).toBeLessThanOrEqual(row.value_count);
    expect((await featureNamed(core.heat_pump, 'Energielabel')).spec_count).toBe(
      label.spec_count + mapped.body.specs_added,
    );
    expect(await unmappedNamed(core.heat_pump, 'Energieklasse')).toBeUndefined();
    const history = await unmappedOf(core.heat_pump, '?state=mapped');
    expect(history.items.map((r: any) => r.name)).toContain('Energieklasse');
    // Mapped already: a second editor's mapping is stale.
    expect(
      (await editor.post(`/comparison/unmapped-feature/${row.id}/map`, { feature_id: label.id }))
        .status,
    ).toBe(409);
  });

  it('refuses a feature of another core product', async () => {
    const row = await unmappedNamed(core.solar_panel, 'Wattpiek');
    const heatPumpPower = await featureNamed(core.heat_pump, 'Vermogen');
    const refused = await editor.post(`/comparison/unmapped-feature/${row.id}/map`, {
      feature_id: heatPumpPower.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ feature_id: 'MESSAGE.SELECT_OPTION' });
    expect((await unmappedNamed(core.solar_panel, 'Wattpiek')).state).toBe('unmapped');
    expect(
      (await editor.post(`/comparison/unmapped-feature/${row.id}/map`, {})).body.fields,
    ).toEqual({ feature_id: 'MESSAGE.SELECT_OPTION' });
  });

  it('creates a feature from a name and maps it: the kept values become specs', async () => {
    const row = await unmappedNamed(core.heat_pump, 'Geluidsdruk buiten');
    const created = await editor.post(`/comparison/unmapped-feature/${row.id}/create-feature`, {
      category: 'Prestaties',
      unit: 'dB(A)',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.specs_added).toBe(5);
    const feature = await featureNamed(core.heat_pump, 'Geluidsdruk buiten');
    expect(feature).toMatchObject({
      category: 'Prestaties',
      category_priority: 2,
      unit: 'dB(A)',
      spec_count: 5,
    });
    expect(created.body.unmapped_feature.mapped_feature_id).toBe(feature.id);

    // An edited name works the same; a name the core product has is refused and nothing changes.
    const power = await unmappedNamed(core.heat_pump, 'Nominaal vermogen');
    const taken = await editor.post(`/comparison/unmapped-feature/${power.id}/create-feature`, {
      name: 'vermogen',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('MESSAGE.FEATURE_ALREADY_EXISTS');
    expect(taken.body.existing_id).toBe((await featureNamed(core.heat_pump, 'Vermogen')).id);
    expect((await unmappedNamed(core.heat_pump, 'Nominaal vermogen')).state).toBe('unmapped');
    const own = await editor.post(`/comparison/unmapped-feature/${power.id}/create-feature`, {
      name: 'Nominaal verwarmingsvermogen',
      unit: 'kW',
      category: 'Nieuw',
    });
    expect(own.status).toBe(201);
    // A new category goes after the others.
    expect(await featureNamed(core.heat_pump, 'Nominaal verwarmingsvermogen')).toMatchObject({
      category: 'Nieuw',
      category_priority: 4,
    });
  });

  it('ignores a name: it leaves the list as ignored', async () => {
    const row = await unmappedNamed(core.robot_vacuum, 'Wifi');
    const ignored = await editor.post(`/comparison/unmapped-feature/${row.id}/ignore`);
    expect(ignored.body).toMatchObject({ state: 'ignored', mapped_feature_id: null });
    expect(await unmappedNamed(core.robot_vacuum, 'Wifi')).toBeUndefined();
    expect((await unmappedOf(core.robot_vacuum, '?state=ignored')).total).toBe(1);
  });
});

describe('spec websites and synonyms', () => {
  it('lists the demo spec websites with their counts and a detail with its mapped synonyms', async () => {
    const heat = websiteFor.heat_pump;
    expect(heat).toMatchObject({
      name: 'Warmtepomp-info',
      base_url: 'https://www.warmtepomp-info.nl',
      enabled: true,
      mapped_count: 5,
      unmapped_count: 29,
    });
    const detail = (await editor.get(`/comparison/spec-website/${heat.id}`)).body;
    expect(detail.synonyms).toHaveLength(5);
    expect(detail.synonyms.find((s: any) => s.name === 'SCOP gemiddeld klimaat')).toMatchObject({
      feature_name: 'SCOP',
      no_feature: false,
    });
    expect(detail.synonyms.find((s: any) => s.name === 'Levertijd')).toMatchObject({
      feature_id: null,
      no_feature: true,
    });
  });

  it('suggests the unmapped synonyms 25 a page; mapping one to a feature or to no feature shrinks the list', async () => {
    const heat = websiteFor.heat_pump;
    const url = `/comparison/spec-website/${heat.id}/synonym-suggestions`;
    const first = await editor.get(url);
    expect(first.body.items).toHaveLength(25);
    expect(first.body.total).toBe(29);
    expect(first.headers.get('x-pagination-total')).toBe('29');
    const second = await editor.get(`${url}?currentPage=2`);
    expect(second.body.items).toHaveLength(4);
    const names = [...first.body.items, ...second.body.items].map((s: any) => s.name);
    expect(new Set(names).size).toBe(29);

    const copSynonym = first.body.items.find((s: any) => s.name === 'COP A7/W35');
    const scop = await featureNamed(core.heat_pump, 'SCOP');
    const toFeature = await editor.post(`/comparison/spec-synonym/${copSynonym.id}`, {
      feature_id: scop.id,
      version: copSynonym.version,
    });
    expect(toFeature.status, JSON.stringify(toFeature.body)).toBe(200);
    expect(toFeature.body).toMatchObject({ feature_name: 'SCOP', no_feature: false });
    const voltage = first.body.items.find((s: any) => s.name === 'Aansluitspanning');
    const noFeature = await editor.post(`/comparison/spec-synonym/${voltage.id}`, {
      no_feature: true,
      version: voltage.version,
    });
    expect(noFeature.body).toMatchObject({ feature_id: null, no_feature: true });

    const after = await editor.get(url);
    expect(after.body.total).toBe(27);
    expect(after.body.items.map((s: any) => s.name)).not.toContain('COP A7/W35');
    expect(after.body.items.map((s: any) => s.name)).not.toContain('Aansluitspanning');
    const detail = (await editor.get(`/comparison/spec-website/${heat.id}`)).body;
    expect(detail).toMatchObject({ mapped_count: 7, unmapped_count: 27 });
    expect(detail.synonyms.map((s: any) => s.name)).toContain('COP A7/W35');

    // Stale, both at once, or a feature of another core product: refused.
    expect(
      (
        await editor.post(`/comparison/spec-synonym/${voltage.id}`, {
          no_feature: false,
          version: voltage.version,
        })
      ).status,
    ).toBe(409);
    const both = await editor.post(`/comparison/spec-synonym/${voltage.id}`, {
      feature_id: scop.id,
      no_feature: true,
      version: noFeature.body.version,
    });
    expect(both.body.fields).toEqual({ no_feature: 'MESSAGE.SELECT_OPTION' });
    const solarPower = await featureNamed(core.solar_panel, 'Vermogen');
    const foreign = await editor.post(`/comparison/spec-synonym/${voltage.id}`, {
      feature_id: solarPower.id,
      version: noFeature.body.version,
    });
    expect(foreign.body.fields).toEqual({ feature_id: 'MESSAGE.SELECT_OPTION' });
    // Neither: a suggestion again.
    const back = await editor.post(`/comparison/spec-synonym/${voltage.id}`, {
      no_feature: false,
      version: noFeature.body.version,
    });
    expect(back.status).toBe(200);
    expect((await editor.get(url)).body.total).toBe(28);

    // Deleting a feature makes the synonyms that named it suggestions again.
    expect((await editor.delete(`/comparison/feature/${scop.id}`)).status).toBe(200);
    const again = (await editor.get(`${url}?itemsPerPage=50`)).body.items.map((s: any) => s.name);
    expect(again).toHaveLength(30);
    expect(again).toEqual(expect.arrayContaining(['COP A7/W35', 'SCOP gemiddeld klimaat']));
  });

  it('adds and saves a spec website; another core product puts its feature synonyms back among the suggestions', async () => {
    const added = await editor.post('/comparison/spec-website', {
      name: 'Specsite',
      base_url: 'specsite.nl',
      core_product_id: core.robot_vacuum,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      base_url: 'https://specsite.nl',
      enabled: true,
      synonyms: [],
      version: 1,
    });
    const taken = await editor.post('/comparison/spec-website', {
      name: 'SPECSITE',
      base_url: 'https://other.nl',
      core_product_id: core.robot_vacuum,
    });
    expect(taken.body).toMatchObject({
      message: 'MESSAGE.NAME_IN_USE',
      existing_id: added.body.id,
    });
    const invalid = await editor.post('/comparison/spec-website', {
      name: '',
      base_url: 'geen url',
      core_product_id: null,
    });
    expect(invalid.body.fields).toEqual({
      name: 'MESSAGE.ENTER_NAME',
      base_url: 'MESSAGE.ENTER_VALID_URL',
      core_product_id: 'MESSAGE.SELECT_OPTION',
    });

    const robot = websiteFor.robot_vacuum;
    const moved = await editor.post(`/comparison/spec-website/${robot.id}`, {
      name: robot.name,
      base_url: robot.base_url,
      core_product_id: core.solar_panel,
      enabled: false,
      version: robot.version,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // Navigatiesysteem was mapped to a robot vacuum feature; Kleur (no feature) stays mapped.
    expect(moved.body).toMatchObject({ enabled: false, mapped_count: 1, unmapped_count: 6 });
    const stale = await editor.post(`/comparison/spec-website/${robot.id}`, {
      name: 'Oud',
      base_url: robot.base_url,
      core_product_id: core.robot_vacuum,
      version: robot.version,
    });
    expect(stale.status).toBe(409);
  });
});

describe('product metadata', () => {
  it('reads the templates with the feature names and a real product to preview with', async () => {
    const meta = (await editor.get(`/comparison/core-product/${core.heat_pump}/meta`)).body;
    expect(meta).toMatchObject({
      core_product_name: 'Warmtepompen',
      title_template: '{brand} {name} kopen? Vergelijk prijzen',
      version: 1,
    });
    expect(meta.feature_names).toContain('Energielabel');
    expect(meta.sample_product.name).toBeTruthy();
    expect(meta.sample_product.brand).toBeTruthy();
    expect(meta.sample_product.ean).toMatch(/^\d{13}$/);
    expect(meta.sample_product.specs.length).toBeGreaterThan(5);
    const none = (await editor.get(`/comparison/core-product/${core.robot_vacuum}/meta`)).body;
    expect(none).toMatchObject({ title_template: '', description_template: '', version: 0 });
  });

  it('saves templates over the version read, refusing unknown placeholders per field', async () => {
    const url = `/comparison/core-product/${core.robot_vacuum}/meta`;
    const long = `{name} van {brand}: ${'zuigt stil en grondig, '.repeat(8)}{feature:zuigkracht}.`;
    const first = await editor.post(url, {
      title_template: '{brand} {name} | {core_product} vergelijken',
      description_template: long,
      version: 0,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // A description over 160 characters is only a warning of the screen.
    expect(first.body).toMatchObject({ description_template: long, version: 1 });
    // A second first save (version 0) came too late.
    expect((await editor.post(url, { title_template: '{name}', version: 0 })).status).toBe(409);

    const unknown = await editor.post(url, {
      title_template: '{naam} kopen',
      description_template: '{feature:Onbekend} en {ean}',
      version: 1,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({
      title_template: 'MESSAGE.UNKNOWN_PLACEHOLDER',
      description_template: 'MESSAGE.UNKNOWN_PLACEHOLDER',
    });
    // A feature of another core product is unknown here too.
    expect(
      (await editor.post(url, { title_template: '{feature:SCOP}', version: 1 })).body.fields,
    ).toEqual({ title_template: 'MESSAGE.UNKNOWN_PLACEHOLDER' });
    const second = await editor.post(url, {
      title_template: '{name} ({feature:Navigatie})',
      description_template: '',
      version: 1,
    });
    expect(second.body).toMatchObject({
      title_template: '{name} ({feature:Navigatie})',
      version: 2,
    });
    expect((await editor.post(url, { title_template: '{name}', version: 1 })).status).toBe(409);
  });
});

describe('permissions', () => {
  it('answers 401 without a session and 403 to a user without ROLE_COMPARISON_USER on every route', async () => {
    const cms = await clientFor(api.url, 'cms@demo.nl');
    const anonymous = createClient(api.url);
    const feature = await featureNamed(core.heat_pump, 'Type');
    const row = (await unmappedOf(core.heat_pump)).items[0];
    const website = websiteFor.heat_pump;
    const synonym = (await editor.get(`/comparison/spec-website/${website.id}/synonym-suggestions`))
      .body.items[0];
    const calls: [method: 'get' | 'post' | 'delete', path: string, body?: unknown][] = [
      ['get', `/comparison/core-product/${core.heat_pump}/feature`],
      ['get', `/comparison/feature/${feature.id}`],
      ['post', `/comparison/feature/${feature.id}`, { ...feature }],
      ['post', '/comparison/feature', { core_product_id: core.heat_pump, name: 'Nee' }],
      ['post', `/comparison/feature/${feature.id}/enable`],
      ['post', `/comparison/feature/${feature.id}/disable`],
      ['post', `/comparison/core-product/${core.heat_pump}/feature/positions`, { items: [] }],
      ['delete', `/comparison/feature/${feature.id}`],
      ['get', `/comparison/core-product/${core.heat_pump}/unmapped-feature`],
      ['post', `/comparison/unmapped-feature/${row.id}/map`, { feature_id: feature.id }],
      ['post', `/comparison/unmapped-feature/${row.id}/create-feature`, {}],
      ['post', `/comparison/unmapped-feature/${row.id}/ignore`],
      ['get', '/comparison/spec-website'],
      ['get', `/comparison/spec-website/${website.id}`],
      ['post', `/comparison/spec-website/${website.id}`, { ...website }],
      ['post', '/comparison/spec-website', { ...website, name: 'Nee' }],
      ['get', `/comparison/spec-website/${website.id}/synonym-suggestions`],
      ['post', `/comparison/spec-synonym/${synonym.id}`, { no_feature: true, version: 1 }],
      ['get', `/comparison/core-product/${core.heat_pump}/meta`],
      ['post', `/comparison/core-product/${core.heat_pump}/meta`, { version: 1 }],
    ];
    for (const [method, path, body] of calls) {
      const refused =
        method === 'get' ? await cms.get(path) : await cms[method](path, body ?? undefined);
      expect(refused.status, `${method} ${path}`).toBe(403);
      const outside =
        method === 'get' ? await anonymous.get(path) : await anonymous[method](path, body);
      expect(outside.status, `${method} ${path}`).toBe(401);
    }
    // Nothing was changed by the refused calls.
    expect(await featureNamed(core.heat_pump, 'Type')).toEqual(feature);
    expect((await unmappedOf(core.heat_pump)).items[0]).toEqual(row);
  });
});
