import { snakeFields } from '../rest/snake-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import type {
  RestInvoiceLine,
  RestInvoiceClickout,
  RestInvoiceBuyer,
  RestInvoice,
  RestBilledLead,
  RestCurrentInvoice,
  RestInvoiceClickoutList,
  RestInvoiceList,
} from './rest-types';

const flag = (value: boolean | null | undefined) =>
  value === null || value === undefined ? undefined : value ? 'y' : 'n';

/** Invoices (schema/invoices.graphql). */
export const invoicesResolvers = {
  Query: {
    invoices: (_parent, { filter, sort, reverse, page, pageSize }, { rest }) => {
      const query: Record<string, string> = {
        page: String(page ?? 1),
        itemsPerPage: String(pageSize ?? 50),
        reverse: String(reverse ?? true),
      };
      if (sort) query.sortColumn = sort;
      const paid = flag(filter?.paid);
      if (paid) query.paid = paid;
      const credit = flag(filter?.credit);
      if (credit) query.credit = credit;
      if (filter?.status !== null && filter?.status !== undefined)
        query.status = String(filter.status);
      if (filter?.companyType) query.companyType = filter.companyType;
      if (filter?.companyId) query.companyId = String(numericId(filter.companyId));
      return rest.typed.get('/invoice', query);
    },
    invoiceSendList: (_parent, _args, { rest }) => rest.typed.get('/invoice/send_list'),
    invoice: (_parent, { id }, { rest }) => orNull(rest.typed.get(`/invoice/${numericId(id)}`)),
    companyInvoices: (_parent, { companyId, page, pageSize }, { rest }) =>
      rest.typed.get(`/company/${numericId(companyId)}/invoice`, {
        page: String(page ?? 1),
        itemsPerPage: String(pageSize ?? 10),
      }),
    currentInvoice: (_parent, { companyId }, { rest }) =>
      rest.typed.get(`/company/${numericId(companyId)}/invoice/current`),
    invoiceClickouts: (_parent, { id }, { rest }) =>
      rest.typed.get(`/invoice/${numericId(id)}/clickout`),
  },
  Mutation: {
    completeInvoice: (_parent, { companyId }, { rest }) =>
      rest.typed.post(`/invoice/unsent/company/${numericId(companyId)}`),
    createExtraInvoice: (_parent, { companyId, lines }, { rest }) =>
      rest.typed.post(`/invoice/extra/company/${numericId(companyId)}`, {
        lines: lines.map((line) => ({
          description: line.description ?? null,
          quantity: line.quantity ?? null,
          price_cents: line.priceCents ?? null,
          ledger_number: line.ledgerNumber ?? null,
        })),
      }),
    updateInvoice: (_parent, { id, input }, { rest }) =>
      rest.typed.put(`/invoice/${numericId(id)}`, {
        status: input.status,
        payment_method: input.paymentMethod ?? null,
        payment_date: input.paymentDate ?? null,
        book_internal: input.bookInternal,
        send_email: input.sendEmail,
        version: input.version,
      }),
    sendInvoice: (_parent, { id, version }, { rest }) =>
      rest.typed.post(`/invoice/${numericId(id)}/send`, { version }),
    cancelDirectDebit: (_parent, { id, version }, { rest }) =>
      rest.typed.put(`/invoice/${numericId(id)}/direct_debit/disabled`, { version }),
    creditInvoice: (_parent, { id, version }, { rest }) =>
      rest.typed.post(`/invoice/${numericId(id)}/credit_note`, { version }),
  },
  Invoice: {
    ...snakeFields<RestInvoice>()(
      'company_id',
      'company_name',
      'company_state',
      'is_partner',
      'corrects_invoice_id',
      'corrects_number',
      'status_label',
      'status_colour',
      'payment_method',
      'invoice_date',
      'due_date',
      'payment_date',
      'sent_at',
      'book_internal',
      'send_email',
      'subtotal_cents',
      'vat_rate_percent',
      'vat_cents',
      'total_cents',
      'created_at',
    ),
    // List answers carry no lines: a list that asks for them reads each invoice once.
    lines: async (invoice, _args, { rest }) =>
      invoice.lines ?? (await rest.typed.get(`/invoice/${invoice.id}`)).lines,
    billedLeads: async (invoice, _args, { rest }) =>
      (await rest.typed.get(`/invoice/${invoice.id}/assigned_lead`)).items,
  },
  BilledLead: {
    ...snakeFields<RestBilledLead>()('lead_id', 'product_name', 'price_cents', 'created_at'),
    assignedLeadId: (lead) => lead.id,
  },
  InvoiceBuyer: {
    ...snakeFields<RestInvoiceBuyer>()(
      'house_number',
      'postal_code',
      'country_code',
      'chamber_of_commerce_number',
      'vat_number',
    ),
  },
  InvoiceLine: {
    ...snakeFields<RestInvoiceLine>()('price_cents', 'ledger_number', 'total_cents'),
  },
  InvoiceList: {
    ...snakeFields<RestInvoiceList>()('sum_total_cents', 'sum_open_cents'),
  },
  CurrentInvoice: {
    ...snakeFields<RestCurrentInvoice>()(
      'company_id',
      'subtotal_cents',
      'vat_rate_percent',
      'vat_cents',
      'total_cents',
    ),
  },
  InvoiceClickout: {
    ...snakeFields<RestInvoiceClickout>()(
      'clicked_at',
      'product_name',
      'core_product_name',
      'offer_price_cents',
      'click_price_cents',
    ),
  },
  InvoiceClickoutList: {
    ...snakeFields<RestInvoiceClickoutList>()('total_cents'),
  },
} satisfies Resolvers;
