import { describe, expect, it } from 'vitest';
import {
  createFromMappingInputSchema,
  mapFeatureInputSchema,
} from '#domain/features/feature-mapping';
import {
  isMappedSynonym,
  SPEC_WEBSITE_NAME_MAX,
  specSynonymInputSchema,
  specWebsiteInputSchema,
} from '#domain/features/spec-synonym';
import { MESSAGE } from '#domain/shared/messages';
import { fieldRefusals } from '../support/field-refusals';

describe('mapping a spec synonym', () => {
  it('maps to a feature, or marks the name as no feature we keep', () => {
    expect(specSynonymInputSchema.parse({ feature_id: 4 })).toEqual({
      feature_id: 4,
      no_feature: false,
    });
    expect(specSynonymInputSchema.parse({ no_feature: true })).toEqual({
      feature_id: null,
      no_feature: true,
    });
  });
  it('puts a synonym with neither back among the suggestions', () => {
    const cleared = specSynonymInputSchema.parse({ feature_id: null, no_feature: null });
    expect(cleared).toEqual({ feature_id: null, no_feature: false });
    expect(isMappedSynonym({ featureId: cleared.feature_id, noFeature: cleared.no_feature })).toBe(
      false,
    );
  });
  it('refuses a feature and "no feature" at once', () => {
    expect(fieldRefusals(specSynonymInputSchema, { feature_id: 4, no_feature: true })).toEqual({
      no_feature: MESSAGE.SELECT_OPTION,
    });
  });
  it('refuses a feature id that is not a positive whole number', () => {
    for (const feature_id of [0, -1, 2.5, '4'])
      expect(specSynonymInputSchema.safeParse({ feature_id }).success).toBe(false);
  });
  it('counts a synonym as mapped when it names a feature or is marked no feature', () => {
    expect(isMappedSynonym({ featureId: 4, noFeature: false })).toBe(true);
    expect(isMappedSynonym({ featureId: null, noFeature: true })).toBe(true);
    expect(isMappedSynonym({ noFeature: false })).toBe(false);
  });
});

describe('a spec website as its form saves it', () => {
  const site = { name: 'Warmtepompen.nl', base_url: 'warmtepompen.nl', core_product_id: 2 };
  it('adds https:// to a base url typed without and is enabled by default', () => {
    expect(specWebsiteInputSchema.parse(site)).toEqual({
      ...site,
      base_url: 'https://warmtepompen.nl',
      enabled: true,
    });
    expect(specWebsiteInputSchema.parse({ ...site, enabled: false }).enabled).toBe(false);
  });
  it('needs a name of at most 100 characters, a web address and a core product', () => {
    expect(
      fieldRefusals(specWebsiteInputSchema, {
        name: ' ',
        base_url: '',
        core_product_id: undefined,
      }),
    ).toEqual({
      name: MESSAGE.ENTER_NAME,
      base_url: MESSAGE.ENTER_VALID_URL,
      core_product_id: MESSAGE.SELECT_OPTION,
    });
    expect(
      fieldRefusals(specWebsiteInputSchema, {
        ...site,
        name: 'x'.repeat(SPEC_WEBSITE_NAME_MAX + 1),
      }),
    ).toEqual({ name: MESSAGE.TEXT_TOO_LONG });
  });
  it('refuses addresses that are not web addresses', () => {
    for (const base_url of ['ftp://warmtepompen.nl', 'geen adres'])
      expect(fieldRefusals(specWebsiteInputSchema, { ...site, base_url })).toEqual({
        base_url: MESSAGE.ENTER_VALID_URL,
      });
  });
});

describe('unmapped feature names', () => {
  it('map to a feature chosen from the list', () => {
    expect(mapFeatureInputSchema.parse({ feature_id: 3 })).toEqual({ feature_id: 3 });
    expect(fieldRefusals(mapFeatureInputSchema, {})).toEqual({ feature_id: MESSAGE.SELECT_OPTION });
  });
  it('become a new feature under the name seen unless the editor typed another', () => {
    expect(createFromMappingInputSchema.parse({ unit: ' kW ', category: ' Prestaties ' })).toEqual({
      unit: 'kW',
      category: 'Prestaties',
    });
    expect(createFromMappingInputSchema.parse({ name: ' Vermogen ' }).name).toBe('Vermogen');
    expect(fieldRefusals(createFromMappingInputSchema, { name: '' })).toEqual({
      name: MESSAGE.ENTER_NAME,
    });
    expect(fieldRefusals(createFromMappingInputSchema, { unit: 'x'.repeat(51) })).toEqual({
      unit: MESSAGE.TEXT_TOO_LONG,
    });
    expect(fieldRefusals(createFromMappingInputSchema, { category: 'x'.repeat(101) })).toEqual({
      category: MESSAGE.TEXT_TOO_LONG,
    });
  });
});
