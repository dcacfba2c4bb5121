import { claimStatusName } from '../claims/claim-codes';
import { numericId } from '../rest/numeric-id';
import { afterId } from '../events/after-event-id';
import type { DomainEventRecord } from '../events/domain-event';
import type { Resolvers } from '../generated/resolvers';
import type { components } from '../generated/rest-api';
import { movesPartnerHome } from './dashboard-events';

type RestPartnerDashboard = components['schemas']['PartnerDashboard'];
type RestCounts = RestPartnerDashboard['totals'];

const counts = (c: RestCounts) => ({
  sent: c.sent,
  accepted: c.accepted,
  rejected: c.rejected,
  assigned: c.assigned,
  claimed: c.claimed,
});

/** The partner home over GraphQL: the api's answer in the schema's camelCase. */
export const partnerDashboardResolvers = {
  Query: {
    partnerDashboard: async (_parent, args, { rest }) => {
      const home = await rest.typed.get(`/company/${numericId(args.companyId)}/partner_dashboard`, {
        startDate: args.startDate ?? undefined,
        endDate: args.endDate ?? undefined,
        groupBy: args.groupBy ?? undefined,
      });
      return {
        partnerCompanyId: String(home.partner_company_id),
        partnerName: home.partner_name,
        groupBy: home.group_by,
        startDate: home.start_date,
        endDate: home.end_date,
        compareStartDate: home.compare_start_date,
        compareEndDate: home.compare_end_date,
        totals: counts(home.totals),
        compareTotals: counts(home.compare_totals),
        cost: {
          leads: home.cost.leads,
          costCents: home.cost.cost_cents,
          compareLeads: home.cost.compare_leads,
          compareCostCents: home.cost.compare_cost_cents,
        },
        perProduct: home.per_product.map((row) => ({
          productId: String(row.product_id),
          productName: row.product_name,
          ...counts(row),
        })),
        perCompany: home.per_company.map((row) => ({
          companyId: String(row.company_id),
          companyName: row.company_name,
          leads: row.leads,
          costCents: row.cost_cents,
          claimsFiled: row.claims_filed,
          claimsAccepted: row.claims_accepted,
          claimsDenied: row.claims_denied,
        })),
        series: home.series.map((point) => ({
          period: point.period,
          sent: point.sent,
          assigned: point.assigned,
          costCents: point.cost_cents,
        })),
        today: home.today.map((lead) => ({
          leadId: String(lead.lead_id),
          productName: lead.product_name,
          name: lead.name,
          city: lead.city,
          companies: lead.companies,
          outcome: lead.outcome,
          createdAt: lead.created_at,
        })),
        todayTotal: home.today_total,
        claims: {
          open: home.claims.open,
          accepted: home.claims.accepted,
          denied: home.claims.denied,
          toDecide: home.claims.to_decide.map((claim) => ({
            claimId: String(claim.claim_id),
            companyName: claim.company_name,
            productName: claim.product_name,
            leadName: claim.lead_name,
            status: claimStatusName(claim.status),
            createdAt: claim.created_at,
          })),
        },
      };
    },
  },
  Subscription: {
    partnerDashboardChanged: {
      subscribe: async (_parent, { companyId, afterEventId }, { rest, events }) => {
        const partnerId = numericId(companyId);
        // Reading the home first lets the api decide who may follow it (404/403 otherwise),
        // and names the companies on the partner's side.
        const home = await rest.typed.get(`/company/${partnerId}/partner_dashboard`);
        const side = new Set([partnerId, ...home.per_company.map((row) => row.company_id)]);
        return events.eventsSince('all', afterId(afterEventId), movesPartnerHome(partnerId, side));
      },
      resolve: (event: DomainEventRecord) => ({ eventId: event.id, type: event.type }),
    },
  },
} satisfies Resolvers;
