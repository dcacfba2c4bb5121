import { snakeFields } from '../rest/snake-fields';
import { numericId } from '../rest/numeric-id';
import type { GatewayContext } from '../context';
import type { DomainEventRecord } from '../events/domain-event';
import type { Resolvers } from '../generated/resolvers';
import { stateName } from '../leads/lead-codes';
import { movesCompanyHome } from './dashboard-events';
import type {
  RestOpenInvoices,
  RestMetricTotals,
  RestMetricProductFigures,
  RestMetricPoint,
  RestDashboardLead,
  RestCompanyProductCap,
  RestCompanyDashboardLeads,
  RestCompanyDashboardClaims,
  RestCompanyDashboardBalance,
  RestCompanyDashboard,
  RestLeadAndRevenue,
} from './rest-types';
import { afterId } from '../events/after-event-id';

const companyDashboard = (context: GatewayContext, companyId: number) =>
  context.rest.typed.get(`/company/${companyId}/dashboard`);

/** Dashboards (schema/dashboards.graphql): the homes' figures, live for the company home. */
export const dashboardsResolvers = {
  Query: {
    leadAndRevenue: (_parent, args, { rest }) =>
      rest.typed.get('/metrics/lead_and_revenue', {
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
    ...snakeFields<RestLeadAndRevenue>()(
      'group_by',
      'product_id',
      'start_date',
      'end_date',
      'compare_start_date',
      'compare_end_date',
      'compare_totals',
      'compare_series',
      'per_product',
      'per_source',
    ),
  },
  MetricPoint: {
    ...snakeFields<RestMetricPoint>()('assigned_leads', 'revenue_cents'),
  },
  MetricTotals: {
    ...snakeFields<RestMetricTotals>()(
      'assigned_leads',
      'revenue_cents',
      'claims_filed',
      'claims_accepted',
      'credited_cents',
    ),
  },
  MetricProductFigures: {
    ...snakeFields<RestMetricProductFigures>()(
      'product_id',
      'product_name',
      'assigned_leads',
      'revenue_cents',
    ),
  },
  CompanyDashboard: {
    ...snakeFields<RestCompanyDashboard>()(
      'company_id',
      'company_name',
      'is_partner',
      'start_date',
      'end_date',
      'compare_start_date',
      'compare_end_date',
      'latest_leads',
      'map_points',
      'planned_tasks',
      'open_invoices',
      'leads_per_week',
    ),
  },
  CompanyDashboardLeads: {
    ...snakeFields<RestCompanyDashboardLeads>()(
      'compare_count',
      'spent_cents',
      'compare_spent_cents',
    ),
  },
  CompanyProductCap: {
    ...snakeFields<RestCompanyProductCap>()('product_id', 'product_name'),
  },
  DashboardLead: {
    ...snakeFields<RestDashboardLead>()(
      'assigned_lead_id',
      'lead_id',
      'product_name',
      'price_cents',
      'created_at',
    ),
    state: (lead) => stateName(lead.state),
  },
  CompanyDashboardBalance: {
    ...snakeFields<RestCompanyDashboardBalance>()('is_prepaid', 'balance_cents'),
  },
  OpenInvoices: {
    ...snakeFields<RestOpenInvoices>()('total_cents'),
  },
  CompanyDashboardClaims: {
    ...snakeFields<RestCompanyDashboardClaims>()('credited_cents'),
  },
} satisfies Resolvers;
