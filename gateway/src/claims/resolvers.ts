import { numericId } from '../rest/numeric-id';
import type { ClaimListInput, ClaimStatsInput, Resolvers } from '../generated/resolvers';
import { claimFilterCode, claimStatusCode, claimStatusName } from './claim-codes';
import type {
  RestClaim,
  RestClaimFeedbackStats,
  RestClaimList,
  RestClaimStats,
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

const figures = <
  T extends {
    claim_total: number;
    claim_accepted: number;
    claim_denied: number;
    claim_other: number;
  },
>() => ({
  claimTotal: (f: T) => f.claim_total,
  claimAccepted: (f: T) => f.claim_accepted,
  claimDenied: (f: T) => f.claim_denied,
  claimOther: (f: T) => f.claim_other,
});

/** Claims (schema/claims.graphql): thin calls to the api, which holds every rule. */
export const claimsResolvers: Resolvers = {
  Query: {
    claims: (_parent, { input }, { rest }) =>
      rest.get<RestClaimList>('/claim', {
        ...listQuery(input),
        page: input?.page ?? undefined,
        itemsPerPage: input?.pageSize ?? undefined,
      }),
    claim: (_parent, { id }, { rest }) => rest.get<RestClaim>(`/claim/${numericId(id)}`),
    claimNeighbours: async (_parent, { id, input }, { rest }) => {
      const query = listQuery(input);
      const [previous, next] = await Promise.all([
        rest.get<{ id: number | null }>(`/claim/${numericId(id)}/previous`, query),
        rest.get<{ id: number | null }>(`/claim/${numericId(id)}/next`, query),
      ]);
      return { previousId: previous.id, nextId: next.id };
    },
    claimOfAssignedLead: async (_parent, { assignedLeadId }, { rest }) =>
      (
        await rest.get<RestClaimList>('/claim', {
          assignedLead: numericId(assignedLeadId),
          itemsPerPage: 1,
        })
      ).items[0] ?? null,
    claimStats: (_parent, { input }, { rest }) =>
      rest.get<RestClaimStats>('/claim/stats', statsQuery(input)),
    claimFeedbackStats: (_parent, { input }, { rest }) =>
      rest.get<RestClaimFeedbackStats>('/claim/feedback-stats', statsQuery(input)),
    companyClaimCredits: (_parent, { companyId }, { rest }) =>
      rest.get<RestCompanyClaimCredits>(`/company/${numericId(companyId)}/claim_credit`),
  },
  Mutation: {
    fileClaim: (_parent, { input }, { rest }) =>
      rest.post<RestClaim>('/claim', {
        assigned_lead: numericId(input.assignedLeadId),
        description: input.description,
        message: input.message ?? '',
        is_default_message: input.isDefaultMessage ?? false,
        stop_matching: input.stopMatching ?? false,
        enable_email_notifications: input.enableEmailNotifications ?? false,
      }),
    setClaimStatus: (_parent, { id, status, version, rematch }, { rest }) =>
      rest.post<RestClaim>(`/claim/${numericId(id)}/status`, {
        status: claimStatusCode(status),
        version: version ?? undefined,
        rematch: rematch ?? false,
      }),
  },
  Claim: {
    status: (claim) => claimStatusName(claim.status),
    customerStatus: (claim) => claim.customer_status,
    isDefaultMessage: (claim) => claim.is_default_message,
    assignedLeadId: (claim) => claim.assigned_lead_id,
    stopMatching: (claim) => claim.stop_matching,
    enableEmailNotifications: (claim) => claim.enable_email_notifications,
    companyId: (claim) => claim.company_id,
    companyName: (claim) => claim.company_name,
    priceCents: (claim) => claim.price_cents,
    assignedAt: (claim) => claim.assigned_at,
    autoReason: (claim) => claim.auto_reason,
    autoDecided: (claim) => claim.auto_decided,
    readOnly: (claim) => claim.read_only,
    viewerCanSetStatuses: (claim) => claim.allowed_statuses.map(claimStatusName),
    viewerCanRematch: (claim) => claim.can_rematch,
    createdAt: (claim) => claim.created_at,
    decidedAt: (claim) => claim.decided_at,
  },
  ClaimLead: {
    phoneNumber: (lead) => lead.phone_number,
    postalCode: (lead) => lead.postal_code,
    productId: (lead) => lead.product_id,
    productName: (lead) => lead.product_name,
  },
  ClaimProof: {
    fileName: (proof) => proof.file_name,
    mediaType: (proof) => proof.media_type,
    // The browser downloads through the gateway's pass-through (claims/file-routes.ts).
    url: (proof) => `/files${proof.url}`,
  },
  ClaimFigures: {
    leadTotal: (f) => f.lead_total,
    leadBad: (f) => f.lead_bad,
    ...figures(),
  },
  ClaimMonthFigures: {
    leadTotal: (f) => f.lead_total,
    leadBad: (f) => f.lead_bad,
    ...figures(),
  },
  ClaimReasonFigures: {
    month: (f) => f.month ?? null,
    ...figures(),
  },
  CompanyClaimCredits: {
    companyId: (credits) => credits.company_id,
    isPrepaid: (credits) => credits.is_prepaid,
    balanceCents: (credits) => credits.balance_cents,
    pendingCreditCents: (credits) => credits.pending_credit_cents,
  },
  ClaimCredit: {
    claimId: (credit) => credit.claim_id,
    amountCents: (credit) => credit.amount_cents,
    invoicedAt: (credit) => credit.invoiced_at,
    invoiceId: (credit) => credit.invoice_id,
    createdAt: (credit) => credit.created_at,
  },
};
