/**
 * The api's answers for the dashboards, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestLeadAndRevenue = Schemas['LeadAndRevenue'];
export type RestMetricPoint = Schemas['MetricPoint'];
export type RestMetricTotals = Schemas['MetricTotals'];
export type RestMetricProductFigures = RestLeadAndRevenue['per_product'][number];
export type RestCompanyDashboard = Schemas['CompanyDashboard'];
export type RestCompanyProductCap = NonNullable<RestCompanyDashboard['caps']>[number];
export type RestDashboardLead = RestCompanyDashboard['latest_leads'][number];
export type RestCompanyDashboardLeads = RestCompanyDashboard['leads'];
export type RestCompanyDashboardBalance = RestCompanyDashboard['balance'];
export type RestOpenInvoices = NonNullable<RestCompanyDashboard['open_invoices']>;
export type RestCompanyDashboardClaims = RestCompanyDashboard['claims'];
