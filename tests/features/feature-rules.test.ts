import { describe, expect, it } from 'vitest';
import { featuresByCategory } from '#domain/features/feature-input';
import {
  descriptionTooLong,
  metaTemplateErrors,
  renderMetaTemplate,
  unknownPlaceholders,
  type MetaProduct,
} from '#domain/features/meta-template';
import { SYNONYM_CANDIDATE_LIMIT, synonymCandidates } from '#domain/features/spec-synonym';

const product: MetaProduct = {
  name: 'Daikin Altherma 8 kW',
  brand: 'Daikin',
  coreProduct: 'Warmtepompen',
  ean: '8712345678906',
  specs: [
    { feature: 'Vermogen', value: '8', unit: 'kW' },
    { feature: 'Energielabel', value: 'A+++', unit: null },
  ],
};

describe('meta templates', () => {
  it('renders the fields and features of a product, a feature with its unit', () => {
    expect(renderMetaTemplate('{brand} {name} kopen? Vergelijk prijzen', product)).toBe(
      'Daikin Daikin Altherma 8 kW kopen? Vergelijk prijzen',
    );
    expect(
      renderMetaTemplate(
        '{core_product}: {feature:vermogen}, {feature:Energielabel} ({ean})',
        product,
      ),
    ).toBe('Warmtepompen: 8 kW, A+++ (8712345678906)');
  });

  it('leaves out what the product has no value for without leaving double spaces', () => {
    const bare = { ...product, brand: null, ean: null, specs: [] };
    expect(renderMetaTemplate('{brand} {name} met {feature:Vermogen} , nu', bare)).toBe(
      'Daikin Altherma 8 kW met, nu',
    );
  });

  it('names the unknown placeholders: other fields, features the core product lacks, stray braces', () => {
    const features = ['Vermogen', 'Energielabel'];
    expect(unknownPlaceholders('{brand} {name} {feature:ENERGIELABEL}', features)).toEqual([]);
    expect(
      unknownPlaceholders('{naam} {feature:Gewicht} {feature:} {naam} {Brand}', features),
    ).toEqual(['{naam}', '{feature:Gewicht}', '{feature:}', '{Brand}']);
    expect(unknownPlaceholders('{name} {brand', features)).toEqual(['{']);
    expect(unknownPlaceholders('name}', features)).toEqual(['}']);
    expect(
      metaTemplateErrors({ title_template: '{name}', description_template: '{x}' }, features),
    ).toEqual({ description_template: 'MESSAGE.UNKNOWN_PLACEHOLDER' });
  });

  it('warns about a description over 160 characters', () => {
    expect(descriptionTooLong('x'.repeat(160))).toBe(false);
    expect(descriptionTooLong('x'.repeat(161))).toBe(true);
  });
});

describe('synonym candidates', () => {
  const features = Array.from({ length: 20 }, (_, at) => ({
    name: at < 16 ? `Geluid ${at}` : `Vermogen ${at}`,
  }));

  it('shows the features matching the typed text only when fewer than 15 match', () => {
    expect(SYNONYM_CANDIDATE_LIMIT).toBe(15);
    expect(synonymCandidates(features, '')).toEqual({ candidates: [], tooMany: true });
    expect(synonymCandidates(features, 'geluid')).toEqual({ candidates: [], tooMany: true });
    expect(synonymCandidates(features, 'geluid 1').candidates).toHaveLength(7);
    expect(synonymCandidates(features, ' VERMOGEN ')).toEqual({
      candidates: features.slice(16),
      tooMany: false,
    });
    expect(synonymCandidates(features.slice(0, 14), '').candidates).toHaveLength(14);
  });
});

describe('features by category', () => {
  it('groups by category priority, category and position', () => {
    const groups = featuresByCategory([
      { id: 1, category: 'Afmetingen', categoryPriority: 3, position: 0 },
      { id: 2, category: 'Algemeen', categoryPriority: 1, position: 1 },
      { id: 3, category: 'Algemeen', categoryPriority: 1, position: 0 },
      { id: 4, category: 'Prestaties', categoryPriority: 2, position: 0 },
    ]);
    expect(groups.map((g) => [g.category, g.features.map((f) => f.id)])).toEqual([
      ['Algemeen', [3, 2]],
      ['Prestaties', [4]],
      ['Afmetingen', [1]],
    ]);
  });
});
