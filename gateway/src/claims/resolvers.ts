import { snakeFields } from '../rest/snake-fields';
import { numericId } from '../rest/numeric-id';
import type { ClaimListInput, ClaimStatsInput, Resolvers } from '../generated/resolvers';
import { claimFilterCode, claimStatusCode, claimStatusName } from './claim-codes';
import type {
  RestClaimProof,
  RestClaimMonthFigures,
  RestClaimReasonFigures,
  RestClaimLead,
  RestClaimFigures,
  RestClaimCredit,
  RestClaim,
  RestCompanyClaimCredits,
} from './rest-types';

const optionalId = (id: string | number | null | undefined) =>
  id === null || id === undefined ? undefined : numericId(id);

/** The list's filters as REST query parameters. */
function listQuery(input: ClaimListInput | null | undefined) {
  return {
    filter: input?.filter ? claimFilterCode(input.filter) : undefined,
    company: optionalId(input?.companyId),
    invoice: optionalId(input?.invoiceId),
    product: optionalId(input?.productId),
    search: input?.search || undefined,
  };
}

function statsQuery(input: ClaimStatsInput | null | undefined) {
  return {
    startDate: input?.startDate ?? undefined,
    endDate: input?.endDate ?? undefined,
    product: optionalId(input?.productId),
    search: input?.search || undefined,
    company: optionalId(input?.companyId),
  };
}

/** Claims (schema/claims.graphql): thin calls to the api, which holds every rule. */
/** The counts a period's and a month's claim figures both carry. */
const FIGURE_KEYS = [
  'lead_total',
  'lead_bad',
  'claim_total',
  'claim_accepted',
  'claim_denied',
  'claim_other',
] as const;

export const claimsResolvers = {
  Query: {
    claims: (_parent, { input }, { rest }) =>
      rest.typed.get('/claim', {
        ...listQuery(input),
        page: input?.page ?? undefined,
        itemsPerPage: input?.pageSize ?? undefined,
      }),
    claim: (_parent, { id }, { rest }) => rest.typed.get(`/claim/${numericId(id)}`),
    claimNeighbours: async (_parent, { id, input }, { rest }) => {
      const query = listQuery(input);
      const [previous, next] = await Promise.all([
        rest.typed.get(`/claim/${numericId(id)}/previous`, query),
        rest.typed.get(`/claim/${numericId(id)}/next`, query),
      ]);
      return { previousId: previous.id, nextId: next.id };
    },
    claimOfAssignedLead: async (_parent, { assignedLeadId }, { rest }) =>
      (
        await rest.typed.get('/claim', {
          assignedLead: numericId(assignedLeadId),
          itemsPerPage: 1,
        })
      ).items[0] ?? null,
    claimStats: (_parent, { input }, { rest }) => rest.typed.get('/claim/stats', statsQuery(input)),
    claimFeedbackStats: (_parent, { input }, { rest }) =>
      rest.typed.get('/claim/feedback-stats', statsQuery(input)),
    companyClaimCredits: (_parent, { companyId }, { rest }) =>
      rest.typed.get(`/company/${numericId(companyId)}/claim_credit`),
  },
  Mutation: {
    fileClaim: (_parent, { input }, { rest }) =>
      rest.typed.post('/claim', {
        assigned_lead: numericId(input.assignedLeadId),
        description: input.description,
        message: input.message ?? '',
        is_default_message: input.isDefaultMessage ?? false,
        stop_matching: input.stopMatching ?? false,
        enable_email_notifications: input.enableEmailNotifications ?? false,
      }),
    setClaimStatus: (_parent, { id, status, version, rematch }, { rest }) =>
      rest.typed.post(`/claim/${numericId(id)}/status`, {
        status: claimStatusCode(status),
        version: version ?? undefined,
        rematch: rematch ?? false,
      }),
  },
  Claim: {
    ...snakeFields<RestClaim>()(
      'customer_status',
      'is_default_message',
      'assigned_lead_id',
      'stop_matching',
      'enable_email_notifications',
      'company_id',
      'company_name',
      'price_cents',
      'assigned_at',
      'auto_reason',
      'auto_decided',
      'read_only',
      'created_at',
      'decided_at',
    ),
    status: (claim) => claimStatusName(claim.status),
    viewerCanSetStatuses: (claim) => claim.allowed_statuses.map(claimStatusName),
    viewerCanRematch: (claim) => claim.can_rematch,
  },
  ClaimLead: {
    ...snakeFields<RestClaimLead>()('phone_number', 'postal_code', 'product_id', 'product_name'),
  },
  ClaimProof: {
    ...snakeFields<RestClaimProof>()('file_name', 'media_type'),
    // The browser downloads through the gateway's pass-through (claims/file-routes.ts).
    url: (proof) => `/files${proof.url}`,
  },
  ClaimFigures: {
    ...snakeFields<RestClaimFigures>()(...FIGURE_KEYS),
  },
  ClaimMonthFigures: {
    ...snakeFields<RestClaimMonthFigures>()(...FIGURE_KEYS),
  },
  ClaimReasonFigures: {
    ...snakeFields<RestClaimReasonFigures>()(
      'claim_total',
      'claim_accepted',
      'claim_denied',
      'claim_other',
    ),
    month: (f) => f.month ?? null,
  },
  CompanyClaimCredits: {
    ...snakeFields<RestCompanyClaimCredits>()(
      'company_id',
      'is_prepaid',
      'balance_cents',
      'pending_credit_cents',
    ),
  },
  ClaimCredit: {
    ...snakeFields<RestClaimCredit>()(
      'claim_id',
      'amount_cents',
      'invoiced_at',
      'invoice_id',
      'created_at',
    ),
  },
} satisfies Resolvers;
