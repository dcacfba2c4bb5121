import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import type {
  RestBilledLead,
  RestCurrentInvoice,
  RestInvoiceClickoutList,
  RestInvoiceDetail,
  RestInvoiceList,
} from './rest-types';

const flag = (value: boolean | null | undefined) =>
  value === null || value === undefined ? undefined : value ? 'y' : 'n';

/** Invoices (schema/invoices.graphql). */
export const invoicesResolvers: Resolvers = {
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
      return rest.get<RestInvoiceList>('/invoice', query);
    },
    invoiceSendList: (_parent, _args, { rest }) => rest.get<RestInvoiceList>('/invoice/send_list'),
    invoice: (_parent, { id }, { rest }) =>
      orNull(rest.get<RestInvoiceDetail>(`/invoice/${numericId(id)}`)),
    companyInvoices: (_parent, { companyId, page, pageSize }, { rest }) =>
      rest.get<RestInvoiceList>(`/company/${numericId(companyId)}/invoice`, {
        page: String(page ?? 1),
        itemsPerPage: String(pageSize ?? 10),
      }),
    currentInvoice: (_parent, { companyId }, { rest }) =>
      rest.get<RestCurrentInvoice>(`/company/${numericId(companyId)}/invoice/current`),
    invoiceClickouts: (_parent, { id }, { rest }) =>
      rest.get<RestInvoiceClickoutList>(`/invoice/${numericId(id)}/clickout`),
  },
  Mutation: {
    completeInvoice: (_parent, { companyId }, { rest }) =>
      rest.post<RestInvoiceDetail>(`/invoice/unsent/company/${numericId(companyId)}`),
    createExtraInvoice: (_parent, { companyId, lines }, { rest }) =>
      rest.post<RestInvoiceDetail>(`/invoice/extra/company/${numericId(companyId)}`, {
        lines: lines.map((line) => ({
          description: line.description ?? null,
          quantity: line.quantity ?? null,
          price_cents: line.priceCents ?? null,
          ledger_number: line.ledgerNumber ?? null,
        })),
      }),
    updateInvoice: (_parent, { id, input }, { rest }) =>
      rest.put<RestInvoiceDetail>(`/invoice/${numericId(id)}`, {
        status: input.status,
        payment_method: input.paymentMethod ?? null,
        payment_date: input.paymentDate ?? null,
        book_internal: input.bookInternal,
        send_email: input.sendEmail,
        version: input.version,
      }),
    sendInvoice: (_parent, { id, version }, { rest }) =>
      rest.post<RestInvoiceDetail>(`/invoice/${numericId(id)}/send`, { version }),
    cancelDirectDebit: (_parent, { id, version }, { rest }) =>
      rest.put<RestInvoiceDetail>(`/invoice/${numericId(id)}/direct_debit/disabled`, { version }),
    creditInvoice: (_parent, { id, version }, { rest }) =>
      rest.post<RestInvoiceDetail>(`/invoice/${numericId(id)}/credit_note`, { version }),
  },
  Invoice: {
    companyId: (invoice) => invoice.company_id,
    companyName: (invoice) => invoice.company_name,
    companyState: (invoice) => invoice.company_state,
    isPartner: (invoice) => invoice.is_partner,
    correctsInvoiceId: (invoice) => invoice.corrects_invoice_id,
    correctsNumber: (invoice) => invoice.corrects_number,
    statusLabel: (invoice) => invoice.status_label,
    statusColour: (invoice) => invoice.status_colour,
    paymentMethod: (invoice) => invoice.payment_method,
    invoiceDate: (invoice) => invoice.invoice_date,
    dueDate: (invoice) => invoice.due_date,
    paymentDate: (invoice) => invoice.payment_date,
    sentAt: (invoice) => invoice.sent_at,
    bookInternal: (invoice) => invoice.book_internal,
    sendEmail: (invoice) => invoice.send_email,
    subtotalCents: (invoice) => invoice.subtotal_cents,
    vatRatePercent: (invoice) => invoice.vat_rate_percent,
    vatCents: (invoice) => invoice.vat_cents,
    totalCents: (invoice) => invoice.total_cents,
    createdAt: (invoice) => invoice.created_at,
    // List answers carry no lines: a list that asks for them reads each invoice once.
    lines: async (invoice, _args, { rest }) =>
      invoice.lines ?? (await rest.get<RestInvoiceDetail>(`/invoice/${invoice.id}`)).lines,
    billedLeads: async (invoice, _args, { rest }) =>
      (await rest.get<{ items: RestBilledLead[] }>(`/invoice/${invoice.id}/assigned_lead`)).items,
  },
  BilledLead: {
    assignedLeadId: (lead) => lead.id,
    leadId: (lead) => lead.lead_id,
    productName: (lead) => lead.product_name,
    priceCents: (lead) => lead.price_cents,
    createdAt: (lead) => lead.created_at,
  },
  InvoiceBuyer: {
    houseNumber: (buyer) => buyer.house_number,
    postalCode: (buyer) => buyer.postal_code,
    countryCode: (buyer) => buyer.country_code,
    chamberOfCommerceNumber: (buyer) => buyer.chamber_of_commerce_number,
    vatNumber: (buyer) => buyer.vat_number,
  },
  InvoiceLine: {
    priceCents: (line) => line.price_cents,
    ledgerNumber: (line) => line.ledger_number,
    totalCents: (line) => line.total_cents,
  },
  InvoiceList: {
    sumTotalCents: (list) => list.sum_total_cents,
    sumOpenCents: (list) => list.sum_open_cents,
  },
  CurrentInvoice: {
    companyId: (current) => current.company_id,
    subtotalCents: (current) => current.subtotal_cents,
    vatRatePercent: (current) => current.vat_rate_percent,
    vatCents: (current) => current.vat_cents,
    totalCents: (current) => current.total_cents,
  },
  InvoiceClickout: {
    clickedAt: (click) => click.clicked_at,
    productName: (click) => click.product_name,
    coreProductName: (click) => click.core_product_name,
    offerPriceCents: (click) => click.offer_price_cents,
    clickPriceCents: (click) => click.click_price_cents,
  },
  InvoiceClickoutList: {
    totalCents: (list) => list.total_cents,
  },
};
