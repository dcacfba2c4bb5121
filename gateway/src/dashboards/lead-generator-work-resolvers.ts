import { numericId } from '../companies/company-ids';
import type { Resolvers } from '../generated/resolvers';
import type {
  RestPartnerRequestFailure,
  RestPartnerRequestFailurePage,
} from './lead-generator-work-rest-types';

const pageOf = (page: number | null | undefined) => ({ page: page ?? undefined });

/** The lead managers' home, its work items (schema/dashboards-lead-generator-work.graphql). */
export const leadGeneratorWorkResolvers: Resolvers = {
  Query: {
    failedPartnerRequests: (_parent, { page }, { rest }) =>
      rest.get<RestPartnerRequestFailurePage>('/partner_request/failed', pageOf(page)),
  },
  Mutation: {
    retryPartnerRequest: (_parent, { id }, { rest }) =>
      rest.post<RestPartnerRequestFailure>(`/partner_request/${numericId(id)}/retry`),
    deletePartnerRequest: async (_parent, { id }, { rest }) => {
      await rest.delete(`/partner_request/${numericId(id)}`);
      return id;
    },
  },
  PartnerRequestFailure: {
    partnerCompanyId: (failure) => failure.partner_company_id,
    partnerName: (failure) => failure.partner_name,
    requestId: (failure) => failure.request_id,
    body: (failure) => failure.body ?? null,
    errorKey: (failure) => failure.error_key,
    errorFields: (failure) => failure.error_fields,
    createdAt: (failure) => failure.created_at,
    retryCount: (failure) => failure.retry_count,
    retriedAt: (failure) => failure.retried_at,
    doneAt: (failure) => failure.done_at,
    leadId: (failure) => failure.lead_id,
  },
};
