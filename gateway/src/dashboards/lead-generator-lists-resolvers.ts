import type { Resolvers } from '../generated/resolvers';
import type {
  RestBrokenLinkPage,
  RestCertificationReviewRequestPage,
  RestRecentPlazaPurchasePage,
} from './lead-generator-lists-rest-types';

const pageOf = (page: number | null | undefined) => ({ page: page ?? undefined });

/** The lead managers' home lists (schema/dashboards-lead-generator-lists.graphql). */
export const leadGeneratorListsResolvers: Resolvers = {
  Query: {
    certificationReviewRequests: (_parent, { page }, { rest }) =>
      rest.get<RestCertificationReviewRequestPage>(
        '/v2/company-certification/review',
        pageOf(page),
      ),
    latestPlazaPurchases: (_parent, { page }, { rest }) =>
      rest.get<RestRecentPlazaPurchasePage>('/v2/plaza/latest-purchases', pageOf(page)),
    brokenLinks: (_parent, { page }, { rest }) =>
      rest.get<RestBrokenLinkPage>('/v2/cms/broken-links', pageOf(page)),
  },
  CertificationReviewRequest: {
    companyId: (row) => row.company_id,
    companyName: (row) => row.company_name,
    certificationId: (row) => row.certification_id,
    certificationName: (row) => row.certification_name,
    agencyName: (row) => row.agency_name,
    hasFile: (row) => row.has_file,
    accountManagerId: (row) => row.account_manager_id,
  },
  RecentPlazaPurchase: {
    leadId: (row) => row.lead_id,
    companyId: (row) => row.company_id,
    companyName: (row) => row.company_name,
    productName: (row) => row.product_name,
    postalCode: (row) => row.postal_code,
    priceCents: (row) => row.price_cents,
    createdAt: (row) => row.created_at,
  },
  BrokenLink: {
    id: (row) => `${row.kind}:${row.id}`,
    linkId: (row) => row.id,
    domainId: (row) => row.domain_id,
    domainHost: (row) => row.domain_host,
  },
};
