import { and, eq } from 'drizzle-orm';
import type { FilterSorting, FilterStep, FilterStepType } from '#domain/filters/filter-input';
import type { Executor } from '../db';
import { comparisonCoreProducts } from '../comparison';
import { comparisonFeatures } from '../features';
import { comparisonFilterSteps, comparisonFilters } from './filter.table';

interface DemoFilter {
  feature: string;
  label?: string;
  stepType: FilterStepType;
  min?: number;
  max?: number;
  sorting?: FilterSorting;
  /** Shown in the product list (in this order) or not. */
  inList: boolean;
  steps: readonly FilterStep[];
}

const range = (label: string, from: number | null, to: number | null): FilterStep => ({
  label,
  value: null,
  from,
  to,
});
const value = (label: string, spec: string = label): FilterStep => ({
  label,
  value: spec,
  from: null,
  to: null,
});

/** The demo filters per core product (features of api/src/comparison/demo-catalogue.ts). */
const DEMO_FILTERS: Record<string, readonly DemoFilter[]> = {
  heat_pump: [
    {
      feature: 'Vermogen',
      stepType: 'range',
      inList: true,
      steps: [
        range('Tot 6 kW', null, 6),
        range('6 tot 10 kW', 6, 10),
        range('10 tot 14 kW', 10, 14),
        range('14 kW en meer', 14, null),
      ],
    },
    {
      feature: 'Type',
      stepType: 'range',
      sorting: 'count_desc',
      inList: true,
      steps: [
        value('Lucht-water', 'lucht-water'),
        value('Hybride', 'hybride'),
        value('Grond-water', 'grond-water'),
        value('Lucht-lucht', 'lucht-lucht'),
      ],
    },
    {
      feature: 'Energielabel',
      stepType: 'range',
      inList: true,
      steps: [value('A+++'), value('A++'), value('A+')],
    },
    { feature: 'SCOP', stepType: 'min_max', min: 3.5, max: 5.5, inList: false, steps: [] },
  ],
  solar_panel: [
    {
      feature: 'Vermogen',
      stepType: 'range',
      inList: true,
      steps: [
        range('Tot 400 Wp', null, 400),
        range('400 tot 430 Wp', 400, 430),
        range('430 Wp en meer', 430, null),
      ],
    },
    {
      feature: 'Kleur',
      stepType: 'range',
      sorting: 'count_desc',
      inList: true,
      steps: [
        value('Volledig zwart', 'full black'),
        value('Zwart frame', 'zwart frame'),
        value('Zilver frame', 'zilver frame'),
      ],
    },
    {
      feature: 'Rendement',
      label: 'Rendement (%)',
      stepType: 'min_max',
      min: 20,
      max: 24,
      inList: false,
      steps: [],
    },
  ],
  robot_vacuum: [
    {
      feature: 'Zuigkracht',
      stepType: 'range',
      inList: true,
      steps: [
        range('Tot 4.000 Pa', null, 4000),
        range('4.000 tot 8.000 Pa', 4000, 8000),
        range('8.000 Pa en meer', 8000, null),
      ],
    },
    {
      feature: 'Navigatie',
      stepType: 'range',
      sorting: 'count_desc',
      inList: true,
      steps: [
        value('LiDAR'),
        value('Camera', 'camera'),
        value('LiDAR en camera'),
        value('Gyroscoop', 'gyroscoop'),
      ],
    },
    {
      feature: 'Dweilfunctie',
      stepType: 'range',
      inList: false,
      steps: [value('Met dweilfunctie', 'ja'), value('Zonder dweilfunctie', 'nee')],
    },
  ],
};

/** Demo filters for the three demo core products. */
export async function seedFilters(tx: Executor): Promise<void> {
  for (const [discr, filters] of Object.entries(DEMO_FILTERS)) {
    const [core] = await tx
      .select({ id: comparisonCoreProducts.id })
      .from(comparisonCoreProducts)
      .where(eq(comparisonCoreProducts.discr, discr));
    if (!core) continue;
    let listPosition = 0;
    for (const [position, filter] of filters.entries()) {
      const [feature] = await tx
        .select({ id: comparisonFeatures.id, name: comparisonFeatures.name })
        .from(comparisonFeatures)
        .where(
          and(
            eq(comparisonFeatures.coreProductId, core.id),
            eq(comparisonFeatures.name, filter.feature),
          ),
        );
      if (!feature) continue;
      const [row] = await tx
        .insert(comparisonFilters)
        .values({
          coreProductId: core.id,
          featureId: feature.id,
          label: filter.label ?? feature.name,
          position,
          listPosition: filter.inList ? listPosition++ : null,
          stepType: filter.stepType,
          min: filter.min ?? null,
          max: filter.max ?? null,
          sorting: filter.sorting ?? 'key_asc',
        })
        .returning({ id: comparisonFilters.id });
      if (filter.steps.length === 0) continue;
      await tx.insert(comparisonFilterSteps).values(
        filter.steps.map((step, at) => ({
          filterId: row!.id,
          position: at,
          label: step.label,
          value: step.value,
          rangeFrom: step.from,
          rangeTo: step.to,
        })),
      );
    }
  }
}
