import { snakeFields } from '../rest/snake-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import type {
  RestCompanyChangeRequest,
  RestPartnerRequestFailure,
} from './lead-generator-work-rest-types';

const pageOf = (page: number | null | undefined) => ({ page: page ?? undefined });

/** The lead managers' home, its work items (schema/dashboards-lead-generator-work.graphql). */
export const leadGeneratorWorkResolvers = {
  Query: {
    failedPartnerRequests: (_parent, { page }, { rest }) =>
      rest.typed.get('/partner_request/failed', pageOf(page)),
    openCompanyChangeRequests: (_parent, { page }, { rest }) =>
      rest.typed.get('/company_change_request/open', pageOf(page)),
    companyChangeRequests: async (_parent, { companyId }, { rest }) =>
      (await rest.typed.get(`/company/${numericId(companyId)}/change_request`)).items,
  },
  Mutation: {
    retryPartnerRequest: (_parent, { id }, { rest }) =>
      rest.typed.post(`/partner_request/${numericId(id)}/retry`),
    deletePartnerRequest: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/partner_request/${numericId(id)}`);
      return id;
    },
    fileCompanyChangeRequest: (_parent, { companyId, input }, { rest }) =>
      rest.typed.post(`/company/${numericId(companyId)}/change_request`, {
        name: input.name ?? undefined,
        chamber_of_commerce_number: input.chamberOfCommerceNumber ?? undefined,
        street: input.street ?? undefined,
        house_number: input.houseNumber ?? undefined,
        postal_code: input.postalCode ?? undefined,
        city: input.city ?? undefined,
        note: input.note ?? undefined,
      }),
    acceptCompanyChangeRequest: (_parent, { id, companyVersion }, { rest }) =>
      rest.typed.post(`/company_change_request/${numericId(id)}/accept`, {
        version: companyVersion,
      }),
    rejectCompanyChangeRequest: (_parent, { id }, { rest }) =>
      rest.typed.post(`/company_change_request/${numericId(id)}/reject`),
  },
  PartnerRequestFailure: {
    ...snakeFields<RestPartnerRequestFailure>()(
      'partner_company_id',
      'partner_name',
      'request_id',
      'error_key',
      'error_fields',
      'created_at',
      'retry_count',
      'retried_at',
      'done_at',
      'lead_id',
    ),
    body: (failure) => failure.body ?? null,
  },
  CompanyChangeRequest: {
    ...snakeFields<RestCompanyChangeRequest>()(
      'company_id',
      'company_name',
      'company_version',
      'old_values',
      'current_values',
      'created_at',
      'decided_at',
    ),
    requestedBy: (request) =>
      request.requested_by
        ? {
            id: request.requested_by.id,
            email: request.requested_by.email,
            fullName: request.requested_by.full_name,
          }
        : null,
  },
} satisfies Resolvers;
