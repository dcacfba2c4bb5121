import { z } from 'zod';
import { INVOICE_SORT_COLUMNS, INVOICE_STATUS_CODES } from '#domain/invoices/invoice-status';
import { LEDGER_NUMBER_CODES } from '#domain/invoices/ledger-numbers';
import { PAYMENT_METHOD_CODES } from '#domain/invoices/payment-methods';

const id = z.number().int();
const cents = z.number().int();

export const invoiceLineSchema = z
  .object({
    position: z.number().int(),
    description: z.string(),
    quantity: z.number().int().nullable(),
    price_cents: cents.nullable(),
    ledger_number: z.number().int().nullable(),
    total_cents: cents.describe('quantity × price; 0 for a text line'),
  })
  .meta({ id: 'InvoiceLine' });

export const invoiceBuyerSchema = z
  .object({
    name: z.string(),
    attention: z.string().nullable(),
    street: z.string(),
    house_number: z.string(),
    postal_code: z.string(),
    city: z.string(),
    country_code: z.string(),
    chamber_of_commerce_number: z.string().nullable(),
    vat_number: z.string().nullable(),
    email: z.string().nullable(),
  })
  .meta({ id: 'InvoiceBuyer' });

export const invoiceSchema = z
  .object({
    id,
    company_id: id,
    company_name: z.string(),
    company_state: z.string(),
    is_partner: z.boolean(),
    kind: z.enum(['invoice', 'credit_note']),
    number: z.string(),
    corrects_invoice_id: id.nullable(),
    corrects_number: z.string().nullable(),
    status: z
      .number()
      .int()
      .describe(
        '1 not sent, 2 paid, 3 not paid, 4–6 first to third warning, 7 to the collection agency, 8 at the collection agency, 10 partner',
      ),
    status_label: z
      .string()
      .describe(
        'the status name; a collection invoice of a gone or suspended company reads suspended',
      ),
    status_colour: z.enum(['red', 'orange', 'green', 'blue', 'gray']),
    payment_method: z.number().int().nullable(),
    invoice_date: z.string(),
    due_date: z.string(),
    payment_date: z.string().nullable(),
    sent_at: z.string().nullable(),
    book_internal: z.boolean(),
    send_email: z.boolean(),
    extra: z.boolean().describe('typed by staff rather than built from leads'),
    buyer: invoiceBuyerSchema,
    subtotal_cents: cents,
    vat_rate_percent: z.number().int(),
    vat_cents: cents,
    total_cents: cents,
    credited: z.boolean().describe('a credit note corrects this invoice'),
    created_at: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'Invoice' });

export const invoiceDetailSchema = invoiceSchema
  .extend({ lines: z.array(invoiceLineSchema) })
  .meta({ id: 'InvoiceDetail' });

export const invoiceListSchema = z
  .object({
    items: z.array(invoiceSchema),
    total: z.number().int(),
    sum_total_cents: cents.describe('the total of every invoice the filter selects'),
    sum_open_cents: cents.describe('of which not paid yet'),
  })
  .meta({ id: 'InvoiceList' });

export const currentInvoiceSchema = z
  .object({
    company_id: id,
    lines: z.array(invoiceLineSchema),
    subtotal_cents: cents,
    vat_rate_percent: z.number().int(),
    vat_cents: cents,
    total_cents: cents,
  })
  .meta({ id: 'CurrentInvoice' });

export const billedLeadListSchema = z
  .object({
    items: z.array(
      z.object({
        id: id.describe('the assigned lead'),
        lead_id: id,
        product_name: z.string(),
        price_cents: cents,
        created_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'BilledLeadList' });

export const invoiceListQuery = z.object({
  sortColumn: z.enum(INVOICE_SORT_COLUMNS).default('number'),
  reverse: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true')
    .describe('newest (highest) first by default'),
  paid: z.enum(['y', 'n']).optional().describe('y: paid only; n: not paid only'),
  credit: z.enum(['y', 'n']).optional().describe('y: credit notes only; n: invoices only'),
  status: z.coerce
    .number()
    .int()
    .refine((value) => (INVOICE_STATUS_CODES as readonly number[]).includes(value), {
      message: 'MESSAGE.SELECT_OPTION',
    })
    .optional(),
  companyType: z.enum(['customer', 'partner']).optional(),
  companyId: z.coerce.number().int().positive().optional(),
  unsent: z.enum(['y']).optional().describe('y: the send list (completed, not sent yet)'),
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(200).default(50),
});

export const invoiceLineInput = z.object({
  description: z.string().nullable(),
  quantity: z.number().int().min(-100_000).max(100_000).nullable(),
  price_cents: z.number().int().min(-100_000_000).max(100_000_000).nullable(),
  ledger_number: z
    .number()
    .int()
    .refine((value) => (LEDGER_NUMBER_CODES as readonly number[]).includes(value), {
      message: 'MESSAGE.SELECT_OPTION',
    })
    .nullable()
    .optional(),
});

export const extraInvoiceInput = z.object({
  lines: z.array(invoiceLineInput).max(500),
});

export const invoiceUpdateInput = z.object({
  status: z
    .number()
    .int()
    .refine((value) => (INVOICE_STATUS_CODES as readonly number[]).includes(value), {
      message: 'MESSAGE.SELECT_OPTION',
    }),
  payment_method: z
    .number()
    .int()
    .refine((value) => (PAYMENT_METHOD_CODES as readonly number[]).includes(value), {
      message: 'MESSAGE.SELECT_OPTION',
    })
    .nullable(),
  payment_date: z.string().datetime({ offset: true }).nullable().optional(),
  book_internal: z.boolean(),
  send_email: z.boolean(),
  version: z.number().int(),
});

export type InvoiceLineInput = z.infer<typeof invoiceLineInput>;
