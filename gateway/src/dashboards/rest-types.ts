/**
 * The api's answers for the dashboards, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper LeadAndRevenue */
export type RestLeadAndRevenue = Schemas['LeadAndRevenue'];
/** @mapper MetricPoint */
export type RestMetricPoint = Schemas['MetricPoint'];
/** @mapper MetricTotals */
export type RestMetricTotals = Schemas['MetricTotals'];
/** @mapper MetricProductFigures */
export type RestMetricProductFigures = RestLeadAndRevenue['per_product'][number];
/** @mapper CompanyDashboard */
export type RestCompanyDashboard = Schemas['CompanyDashboard'];
/** @mapper CompanyProductCap */
export type RestCompanyProductCap = NonNullable<RestCompanyDashboard['caps']>[number];
/** @mapper DashboardLead */
export type RestDashboardLead = RestCompanyDashboard['latest_leads'][number];
/** @mapper CompanyDashboardLeads */
export type RestCompanyDashboardLeads = RestCompanyDashboard['leads'];
/** @mapper CompanyDashboardBalance */
export type RestCompanyDashboardBalance = RestCompanyDashboard['balance'];
/** @mapper OpenInvoices */
export type RestOpenInvoices = NonNullable<RestCompanyDashboard['open_invoices']>;
/** @mapper CompanyDashboardClaims */
export type RestCompanyDashboardClaims = RestCompanyDashboard['claims'];
