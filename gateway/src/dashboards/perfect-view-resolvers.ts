import { snakeFields } from '../rest/snake-fields';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { CompanyState, PerfectViewInput, Resolvers } from '../generated/resolvers';
import type {
  RestPerfectViewMatch,
  RestPerfectView,
  RestPerfectViewCompanyScore,
} from './perfect-view-rest-types';

/** The REST body of a view: ids pass as sent, so the api judges them (field errors). */
const viewBody = (input: PerfectViewInput) => ({
  name: input.name,
  product_ids: input.productIds ?? [],
  provinces: input.provinces ?? [],
  states: input.states ?? [],
  min_review_average: input.minReviewAverage ?? null,
  account_manager: input.accountManager ?? 'any',
});

/** The account managers' perfect view (schema/dashboards-perfect-view.graphql). */
export const perfectViewResolvers = {
  Query: {
    perfectViews: (_parent, _args, { rest }) => rest.typed.get('/perfect_view'),
    perfectViewMatches: (_parent, { page }, { rest }) =>
      rest.typed.get('/perfect_view/match', { page: page ?? undefined }),
    perfectViewCompanyScore: (_parent, { companyId }, { rest }) =>
      rest.typed.get(`/perfect_view/company/${numericId(companyId)}`),
  },
  Mutation: {
    createPerfectView: (_parent, { input }, { rest }) =>
      withCamelFields(rest.typed.post('/perfect_view', viewBody(input))),
    updatePerfectView: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.typed.put(`/perfect_view/${numericId(id)}`, {
          ...viewBody(input),
          version,
        }),
      ),
    deletePerfectView: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/perfect_view/${numericId(id)}`);
      return id;
    },
    choosePerfectView: (_parent, { id }, { rest }) =>
      rest.typed.post(`/perfect_view/${numericId(id)}/choose`),
  },
  PerfectView: {
    ...snakeFields<RestPerfectView>()(
      'product_ids',
      'min_review_average',
      'account_manager',
      'created_at',
      'updated_at',
    ),
    states: (view) => view.states as CompanyState[],
  },
  PerfectViewMatch: {
    ...snakeFields<RestPerfectViewMatch>()(
      'account_manager_id',
      'account_manager_name',
      'review_average',
      'review_count',
      'leads_last_31_days',
    ),
    state: (match) => match.state as CompanyState,
  },
  PerfectViewCompanyScore: {
    ...snakeFields<RestPerfectViewCompanyScore>()('company_id'),
  },
} satisfies Resolvers;
