import { snakeFields } from '../rest/snake-fields';
import type { Resolvers } from '../generated/resolvers';
import type {
  RestRecentPlazaPurchase,
  RestCertificationReviewRequest,
  RestBrokenLink,
} from './lead-generator-lists-rest-types';

const pageOf = (page: number | null | undefined) => ({ page: page ?? undefined });

/** The lead managers' home lists (schema/dashboards-lead-generator-lists.graphql). */
export const leadGeneratorListsResolvers = {
  Query: {
    certificationReviewRequests: (_parent, { page }, { rest }) =>
      rest.typed.get('/v2/company-certification/review', pageOf(page)),
    latestPlazaPurchases: (_parent, { page }, { rest }) =>
      rest.typed.get('/v2/plaza/latest-purchases', pageOf(page)),
    brokenLinks: (_parent, { page }, { rest }) =>
      rest.typed.get('/v2/cms/broken-links', pageOf(page)),
  },
  CertificationReviewRequest: {
    ...snakeFields<RestCertificationReviewRequest>()(
      'company_id',
      'company_name',
      'certification_id',
      'certification_name',
      'agency_name',
      'has_file',
      'account_manager_id',
    ),
  },
  RecentPlazaPurchase: {
    ...snakeFields<RestRecentPlazaPurchase>()(
      'lead_id',
      'company_id',
      'company_name',
      'product_name',
      'postal_code',
      'price_cents',
      'created_at',
    ),
  },
  BrokenLink: {
    ...snakeFields<RestBrokenLink>()('domain_id', 'domain_host'),
    id: (row) => `${row.kind}:${row.id}`,
    linkId: (row) => row.id,
  },
} satisfies Resolvers;
