import type { PlazaQueryInput as RestPlazaQuery } from '#domain/plaza/plaza-query';
import type { PlazaQueryInput } from '../generated/resolvers';

const ranges = (
  list: { questionKey: string; gte?: number | null; lte?: number | null }[] | null | undefined,
) =>
  Object.fromEntries(
    (list ?? []).map((range) => [range.questionKey, { gte: range.gte, lte: range.lte }]),
  );

/**
 * The GraphQL filter state as the api takes it: lists keyed by question become
 * the REST objects keyed by product and question, competitors 0 becomes 'none'.
 */
export function plazaQueryBody(input: PlazaQueryInput): RestPlazaQuery {
  const competitors = input.competitors;
  return {
    sortColumn: input.sortColumn ?? undefined,
    sortReverse: input.sortReverse ?? undefined,
    distance: input.distance ?? undefined,
    municipalities: input.municipalities ?? undefined,
    competitors:
      competitors === null || competitors === undefined
        ? undefined
        : competitors === 0
          ? 'none'
          : (competitors as 2 | 3 | 4),
    startDate: input.startDate ?? undefined,
    endDate: input.endDate ?? undefined,
    currentPage: input.currentPage ?? undefined,
    itemsPerPage: input.itemsPerPage ?? undefined,
    products: Object.fromEntries(
      (input.products ?? []).map((product) => [
        product.discr,
        {
          enabled: product.enabled,
          choices: Object.fromEntries(
            (product.choices ?? []).map((choice) => [choice.questionKey, choice.values]),
          ),
          integerRanges: ranges(product.integerRanges),
          meterRanges: ranges(product.meterRanges),
        },
      ]),
    ),
  };
}
