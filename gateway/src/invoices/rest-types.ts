/**
 * The api's answers for invoices, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestInvoice = Schemas['Invoice'] & { lines?: RestInvoiceLine[] };
export type RestInvoiceDetail = Schemas['InvoiceDetail'];
export type RestInvoiceLine = Schemas['InvoiceLine'];
export type RestInvoiceBuyer = Schemas['InvoiceBuyer'];
export type RestInvoiceList = Schemas['InvoiceList'];
export type RestCurrentInvoice = Schemas['CurrentInvoice'];
export type RestBilledLead = Schemas['BilledLeadList']['items'][number];
export type RestInvoiceClickout = Schemas['InvoiceClickout'];
export type RestInvoiceClickoutList = Schemas['InvoiceClickoutList'];
