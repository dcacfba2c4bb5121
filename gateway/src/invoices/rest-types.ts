/**
 * The api's answers for invoices, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper Invoice */
export type RestInvoice = Schemas['Invoice'] & { lines?: RestInvoiceLine[] };
export type RestInvoiceDetail = Schemas['InvoiceDetail'];
/** @mapper InvoiceLine */
export type RestInvoiceLine = Schemas['InvoiceLine'];
/** @mapper InvoiceBuyer */
export type RestInvoiceBuyer = Schemas['InvoiceBuyer'];
/** @mapper InvoiceList */
export type RestInvoiceList = Schemas['InvoiceList'];
/** @mapper CurrentInvoice */
export type RestCurrentInvoice = Schemas['CurrentInvoice'];
/** @mapper BilledLead */
export type RestBilledLead = Schemas['BilledLeadList']['items'][number];
/** @mapper InvoiceClickout */
export type RestInvoiceClickout = Schemas['InvoiceClickout'];
/** @mapper InvoiceClickoutList */
export type RestInvoiceClickoutList = Schemas['InvoiceClickoutList'];
