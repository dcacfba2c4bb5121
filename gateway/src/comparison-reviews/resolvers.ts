import { snakeFields } from '../rest/snake-fields';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import type { RestComparisonReview } from './rest-types';

const epochSeconds = (value: string | null | undefined) =>
  value ? Math.floor(new Date(value).getTime() / 1000) : undefined;

/** Comparison reviews (schema/comparison-reviews.graphql). */
export const comparisonReviewsResolvers = {
  Query: {
    comparisonReviews: (_parent, { filter, sort, page, pageSize }, { rest }) =>
      rest.typed.get('/comparison/review', {
        state: filter?.state ?? undefined,
        search: filter?.search?.trim() || undefined,
        startDate: epochSeconds(filter?.startDate),
        endDate: epochSeconds(filter?.endDate),
        sortColumn: sort?.column,
        sortReverse: sort ? String(sort.reverse) : undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    comparisonReview: (_parent, { id }, { rest }) =>
      orNull(rest.typed.get(`/comparison/review/${numericId(id)}`)),
    comparisonReviewsAwaiting: (_parent, { limit }, { rest }) =>
      rest.typed.get('/v2/comparison/review/awaiting-review', {
        itemsPerPage: limit ?? undefined,
      }),
  },
  Mutation: {
    saveComparisonReview: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/comparison/review/${numericId(id)}`, {
          title: input.title,
          text: input.text,
          pros: input.pros,
          cons: input.cons,
          rating: input.rating ?? null,
          state: input.state,
          version,
        }),
      ),
    approveComparisonReview: async (_parent, { id, version }, { rest }) =>
      (
        await rest.typed.post(
          `/comparison/review/${numericId(id)}/approve`,
          version === null || version === undefined ? {} : { version },
        )
      ).review,
    deleteComparisonReview: async (_parent, { id, version }, { rest }) => {
      const query = version === null || version === undefined ? '' : `?version=${version}`;
      await rest.typed.delete(`/comparison/review/${numericId(id)}${query}`);
      return true;
    },
  },
  ComparisonReview: {
    ...snakeFields<RestComparisonReview>()(
      'product_id',
      'product_name',
      'core_product_id',
      'core_product_name',
      'author_name',
      'created_at',
      'approved_at',
      'approved_by',
      'approved_by_name',
    ),
  },
} satisfies Resolvers;
