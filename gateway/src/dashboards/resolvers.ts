import { numericId } from '../rest/numeric-id';
import type { GatewayContext } from '../context';
import type { DomainEventRecord } from '../events/domain-event';
import type { Resolvers } from '../generated/resolvers';
import { stateName } from '../leads/lead-codes';
import { movesCompanyHome } from './dashboard-events';
import type { RestCompanyDashboard, RestLeadAndRevenue } from './rest-types';
import { afterId } from '../events/after-event-id';

const companyDashboard = (context: GatewayContext, companyId: number) =>
  context.rest.get<RestCompanyDashboard>(`/company/${companyId}/dashboard`);

/** Dashboards (schema/dashboards.graphql): the homes' figures, live for the company home. */
export const dashboardsResolvers: Resolvers = {
  Query: {
    leadAndRevenue: (_parent, args, { rest }) =>
      rest.get<RestLeadAndRevenue>('/metrics/lead_and_revenue', {
        groupBy: args.groupBy ?? undefined,
        product: args.productId ? numericId(args.productId) : undefined,
        startDate: args.startDate ?? undefined,
        endDate: args.endDate ?? undefined,
        compareWith: args.compareWith ?? undefined,
      }),
    companyDashboard: (_parent, { companyId }, context) =>
      companyDashboard(context, numericId(companyId)),
  },
  Subscription: {
    companyDashboardChanged: {
      subscribe: async (_parent, { companyId, afterEventId }, context) => {
        const id = numericId(companyId);
        // The api decides who may see the company's home (404 otherwise).
        await companyDashboard(context, id);
        return context.events.eventsSince(`company:${id}`, afterId(afterEventId), movesCompanyHome);
      },
      resolve: (event: DomainEventRecord) => ({ eventId: event.id, type: event.type }),
    },
  },
  LeadAndRevenue: {
    groupBy: (answer) => answer.group_by,
    productId: (answer) => answer.product_id,
    startDate: (answer) => answer.start_date,
    endDate: (answer) => answer.end_date,
    compareStartDate: (answer) => answer.compare_start_date,
    compareEndDate: (answer) => answer.compare_end_date,
    compareTotals: (answer) => answer.compare_totals,
    compareSeries: (answer) => answer.compare_series,
    perProduct: (answer) => answer.per_product,
    perSource: (answer) => answer.per_source,
  },
  MetricPoint: {
    assignedLeads: (point) => point.assigned_leads,
    revenueCents: (point) => point.revenue_cents,
  },
  MetricTotals: {
    assignedLeads: (totals) => totals.assigned_leads,
    revenueCents: (totals) => totals.revenue_cents,
    claimsFiled: (totals) => totals.claims_filed,
    claimsAccepted: (totals) => totals.claims_accepted,
    creditedCents: (totals) => totals.credited_cents,
  },
  MetricProductFigures: {
    productId: (figures) => figures.product_id,
    productName: (figures) => figures.product_name,
    assignedLeads: (figures) => figures.assigned_leads,
    revenueCents: (figures) => figures.revenue_cents,
  },
  CompanyDashboard: {
    companyId: (home) => home.company_id,
    companyName: (home) => home.company_name,
    isPartner: (home) => home.is_partner,
    startDate: (home) => home.start_date,
    endDate: (home) => home.end_date,
    compareStartDate: (home) => home.compare_start_date,
    compareEndDate: (home) => home.compare_end_date,
    latestLeads: (home) => home.latest_leads,
    mapPoints: (home) => home.map_points,
    plannedTasks: (home) => home.planned_tasks,
    openInvoices: (home) => home.open_invoices,
    leadsPerWeek: (home) => home.leads_per_week,
  },
  CompanyDashboardLeads: {
    compareCount: (leads) => leads.compare_count,
    spentCents: (leads) => leads.spent_cents,
    compareSpentCents: (leads) => leads.compare_spent_cents,
  },
  CompanyProductCap: {
    productId: (cap) => cap.product_id,
    productName: (cap) => cap.product_name,
  },
  DashboardLead: {
    assignedLeadId: (lead) => lead.assigned_lead_id,
    leadId: (lead) => lead.lead_id,
    productName: (lead) => lead.product_name,
    state: (lead) => stateName(lead.state),
    priceCents: (lead) => lead.price_cents,
    createdAt: (lead) => lead.created_at,
  },
  CompanyDashboardBalance: {
    isPrepaid: (balance) => balance.is_prepaid,
    balanceCents: (balance) => balance.balance_cents,
  },
  OpenInvoices: {
    totalCents: (invoices) => invoices.total_cents,
  },
  CompanyDashboardClaims: {
    creditedCents: (claims) => claims.credited_cents,
  },
};
