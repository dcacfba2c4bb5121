import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimCredits } from '../../api/src/claims/claim-credit.table';
import { companies } from '../../api/src/companies/company.table';
import { sepaMandates } from '../../api/src/companies/sepa-mandate.table';
import { runDunning } from '../../api/src/invoices/dunning-run';
import { runMonthlyInvoices } from '../../api/src/invoices/monthly-run';
import { invoices } from '../../api/src/invoices/invoice.table';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { emailLog } from '../../api/src/mail/email-log.table';
import { createMailer } from '../../api/src/mail/mailer';
import type { ProductRow } from '../../api/src/products/product.table';
import { dutchDate } from '#domain/invoices/invoice-dates';
import { monthStart } from '#domain/invoices/invoice-period';
import { INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import { LEDGER_NUMBERS } from '#domain/invoices/ledger-numbers';
import { PAYMENT_METHODS } from '#domain/invoices/payment-methods';
import { assignedLeadFor } from '../claims/claim-test-kit';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { catalogue, linkUser } from '../plaza/plaza-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { billLeads, creditClaim, timelineOf } from './invoice-test-kit';
import { nlciusProblems } from './nlcius-rules';
import { painSchemaErrors } from './pain-schema';

let api: RunningApi;
let finance: TestClient;
let staff: TestClient;
let customer: TestClient;
let outsider: TestClient;
let solar: ProductRow;
let companyId: number;
const year = Number(dutchDate(new Date()).slice(0, 4));
const DAY_MS = 86_400_000;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  solar = (await catalogue(api.db)).find((p) => p.discr === 'zonnepanelen')!;
  finance = await clientFor(api.url, 'finance@demo.nl');
  staff = await clientFor(api.url, 'sales@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
  outsider = await clientFor(api.url, 'both@demo.nl');
});
afterAll(async () => api?.close());
beforeEach(async () => {
  for (const table of [
    'invoice_lines',
    'invoices',
    'invoice_number_series',
    'claim_credits',
    'claims',
    'leads',
    'company_events',
    'sepa_mandates',
    'email_log',
    'company_users',
    'companies',
  ])
    await api.db.execute(sql.raw(`DELETE FROM ${table}`));
  // A full address and KvK number: an e-invoice needs both (NLCIUS).
  companyId = await addCompany(api.db, 'utrecht', {
    email: 'boekhouding@installateur.nl',
    chamberOfCommerceNumber: '12345678',
    street: 'Oudegracht',
    houseNumber: '12',
  });
  await linkUser(api.db, companyId, 'customer@demo.nl');
});

const complete = (id = companyId, who = finance) => who.post(`/invoice/unsent/company/${id}`);
const extra = (lines: unknown[], id = companyId, who = finance) =>
  who.post(`/invoice/extra/company/${id}`, { lines });
const priced = (description: string, quantity: number, price_cents: number) => ({
  description,
  quantity,
  price_cents,
});

describe("a company's current invoice", () => {
  it('bills every lead not paid from the balance and every claim credit, once', async () => {
    const [first] = await billLeads(api.db, solar, companyId, [1000, 2550, 1234]);
    await assignedLeadFor(api.db, solar, companyId, { priceCents: 900, prepaid: true });
    const creditId = await creditClaim(api.db, companyId, first!, 1000);

    const current = await customer.get(`/company/${companyId}/invoice/current`);
    expect(current.status).toBe(200);
    expect(current.body.lines).toHaveLength(4);
    expect(current.body.lines.map((line: { total_cents: number }) => line.total_cents)).toEqual([
      1000, 2550, 1234, -1000,
    ]);
    expect(current.body).toMatchObject({
      subtotal_cents: 3784,
      vat_rate_percent: 21,
      vat_cents: 795, // 794.64 rounded once over the invoice
      total_cents: 4579,
    });

    const done = await complete();
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body).toMatchObject({
      number: `${year}-000001`,
      kind: 'invoice',
      status: INVOICE_STATUSES.not_sent,
      total_cents: 4579,
      buyer: { chamber_of_commerce_number: '12345678', email: 'boekhouding@installateur.nl' },
    });
    expect(done.body.lines[0].ledger_number).toBe(LEDGER_NUMBERS.revenue.leads);
    const billed = await api.db
      .select({ invoiceId: assignedLeads.invoiceId, settled: assignedLeads.settled })
      .from(assignedLeads)
      .where(eq(assignedLeads.companyId, companyId));
    expect(billed.filter((row) => row.invoiceId === done.body.id)).toHaveLength(3);
    expect(billed.filter((row) => row.settled && row.invoiceId === null)).toHaveLength(1);
    const [credit] = await api.db.select().from(claimCredits).where(eq(claimCredits.id, creditId));
    expect(credit!.invoiceId).toBe(done.body.id);

    const billedLeads = await customer.get(`/invoice/${done.body.id}/assigned_lead`);
    expect(billedLeads.body.items.map((row: { price_cents: number }) => row.price_cents)).toEqual([
      1000, 2550, 1234,
    ]);
    const after = await customer.get(`/company/${companyId}/invoice/current`);
    expect(after.body.lines).toEqual([]);
    const again = await complete();
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('MESSAGE.INVOICE_EMPTY');
  });

  it('numbers invoices without gaps when many complete at once, and a refusal takes no number', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const id = await addCompany(api.db, 'amsterdam');
      await billLeads(api.db, solar, id, [1500]);
      ids.push(id);
    }
    const empty = await addCompany(api.db, 'eindhoven');
    const answers = await Promise.all([
      ...ids.map((id) => complete(id)),
      complete(empty),
      extra([priced('Advertentie', 1, 5000)], ids[0]),
      extra([], ids[1]),
    ]);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(9);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(2);
    const numbers = (await api.db.select({ sequence: invoices.sequence }).from(invoices))
      .map((row) => row.sequence)
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('the monthly run', () => {
  it('bills every company’s leads from before this month once, and leaves this month’s', async () => {
    const other = await addCompany(api.db, 'amsterdam');
    const [old] = await billLeads(api.db, solar, companyId, [1000]);
    await billLeads(api.db, solar, other, [2000]);
    const start = monthStart(new Date());
    await api.db
      .update(assignedLeads)
      .set({ createdAt: new Date(start.getTime() - 3_600_000) })
      .where(inArray(assignedLeads.companyId, [companyId, other]));
    const fresh = await billLeads(api.db, solar, companyId, [3000]);
    await api.db
      .update(assignedLeads)
      .set({ createdAt: new Date(start.getTime() + 60_000) })
      .where(eq(assignedLeads.id, fresh[0]!));

    expect(await runMonthlyInvoices(api.db)).toBe(2);
    expect(await runMonthlyInvoices(api.db)).toBe(0);
    const mine = await finance.get(`/invoice?companyId=${companyId}`);
    expect(mine.body.items).toHaveLength(1);
    expect(mine.body.items[0].total_cents).toBe(1210);
    const [row] = await api.db.select().from(assignedLeads).where(eq(assignedLeads.id, old!));
    expect(row!.invoiceId).toBe(mine.body.items[0].id);
    const current = await finance.get(`/company/${companyId}/invoice/current`);
    expect(current.body.lines).toHaveLength(1);
    expect((await finance.get('/invoice/send_list')).body.total).toBe(2);
  });
});

describe('extra invoices', () => {
  it('checks every line and answers the refusal by line', async () => {
    const empty = await extra([]);
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ lines: 'MESSAGE.INVOICE_EMPTY' });
    const noText = await extra([priced('Leads', 1, 100), priced(' ', 1, 100)]);
    expect(noText.body.fields).toEqual({ 'lines.1': 'MESSAGE.INVOICE_LINE_DESCRIPTION_REQUIRED' });
    const half = await extra([{ description: 'Half', quantity: 2, price_cents: null }]);
    expect(half.body.fields).toEqual({ 'lines.0': 'MESSAGE.INVOICE_LINE_QUANTITY_AND_PRICE' });
    expect(await api.db.select().from(invoices)).toHaveLength(0);

    const made = await extra([
      priced('Bannering november', 1, 25000),
      {
        description: 'Volgens afspraak met Jan',
        quantity: null,
        price_cents: null,
        ledger_number: 8050,
      },
    ]);
    expect(made.status).toBe(201);
    expect(made.body.extra).toBe(true);
    expect(made.body.lines).toEqual([
      expect.objectContaining({ ledger_number: LEDGER_NUMBERS.revenue.leads, total_cents: 25000 }),
      expect.objectContaining({ quantity: null, price_cents: null, ledger_number: null }),
    ]);
  });

  it('books a partner’s invoice as leads costs with the partner status', async () => {
    const partner = await addCompany(api.db, 'utrecht', { isPartner: true });
    const made = await extra([priced('Leads oktober', 12, 1750)], partner);
    expect(made.body).toMatchObject({ status: INVOICE_STATUSES.partner, total_cents: 25410 });
    expect(made.body.lines[0].ledger_number).toBe(LEDGER_NUMBERS.cost.leads);
  });

  it('keeps the total equal to the sum of the lines plus VAT rounded once, for any lines', async () => {
    const line = fc.oneof(
      fc.record({
        description: fc.constant('Regel'),
        quantity: fc.integer({ min: 1, max: 500 }),
        price_cents: fc.integer({ min: -50_000, max: 500_000 }),
      }),
      fc.record({
        description: fc.constant('Tekst'),
        quantity: fc.constant(null),
        price_cents: fc.constant(null),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 12 }), async (lines) => {
        const made = await extra(lines);
        expect(made.status).toBe(201);
        const stored = await finance.get(`/invoice/${made.body.id}`);
        const sum = stored.body.lines.reduce(
          (total: number, row: { total_cents: number }) => total + row.total_cents,
          0,
        );
        expect(stored.body.subtotal_cents).toBe(sum);
        expect(stored.body.vat_cents).toBe(Math.sign(sum) * Math.round(Math.abs(sum * 0.21)));
        expect(stored.body.total_cents).toBe(sum + stored.body.vat_cents);
      }),
      { numRuns: 25 },
    );
  });
});

describe('who sees invoices', () => {
  it('shows a customer its own invoices only, and lets only finance issue them', async () => {
    const other = await addCompany(api.db, 'amsterdam');
    const own = await extra([priced('Leads', 1, 1000)]);
    const foreign = await extra([priced('Leads', 1, 1000)], other);
    expect((await customer.get(`/invoice/${own.body.id}`)).status).toBe(200);
    expect((await customer.get(`/invoice/${foreign.body.id}`)).status).toBe(404);
    expect((await outsider.get(`/invoice/${own.body.id}`)).status).toBe(404);
    expect((await customer.get('/invoice')).status).toBe(403);
    const mine = await customer.get(`/company/${companyId}/invoice`);
    expect(mine.body.items.map((item: { id: number }) => item.id)).toEqual([own.body.id]);
    expect((await customer.get(`/company/${other}/invoice`)).status).toBe(404);
    expect((await extra([priced('Leads', 1, 1000)], companyId, customer)).status).toBe(403);
    expect((await extra([priced('Leads', 1, 1000)], companyId, staff)).status).toBe(403);
    expect((await staff.get('/invoice')).status).toBe(200);
  });
});

describe('the documents', () => {
  it('gives the company its invoice as a PDF and as an NLCIUS e-invoice, and nobody else', async () => {
    const made = await extra([priced('Leads oktober', 3, 2500), priced('Korting', 1, -1000)]);
    const pdf = await customer.get(`/invoice/${made.body.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`factuur-${made.body.number}.pdf`);
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);
    const ubl = await customer.get(`/invoice/${made.body.id}/ubl`);
    expect(ubl.headers.get('content-type')).toContain('application/xml');
    expect(nlciusProblems(String(ubl.body))).toEqual([]);
    expect(String(ubl.body)).toContain(
      '<cbc:PayableAmount currencyID="EUR">78.65</cbc:PayableAmount>',
    );
    expect((await outsider.get(`/invoice/${made.body.id}/pdf`)).status).toBe(404);
    expect((await outsider.get(`/invoice/${made.body.id}/ubl`)).status).toBe(404);
  });
});

describe('sending and crediting', () => {
  it('mails a sent invoice, takes it off the send list, and refuses to send it twice', async () => {
    const made = await extra([priced('Leads', 3, 2500)]);
    expect((await finance.get('/invoice/send_list')).body.total).toBe(1);
    const stale = await finance.post(`/invoice/${made.body.id}/send`, { version: 99 });
    expect(stale.status).toBe(409);
    const sent = await finance.post(`/invoice/${made.body.id}/send`, {
      version: made.body.version,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.status).toBe(INVOICE_STATUSES.not_paid);
    expect(sent.body.sent_at).not.toBeNull();
    const mails = await api.db.select().from(emailLog);
    expect(mails).toEqual([
      expect.objectContaining({
        toAddress: 'boekhouding@installateur.nl',
        template: 'invoice',
        subject: `Factuur ${made.body.number}`,
        attachments: [`factuur-${made.body.number}.pdf`, `factuur-${made.body.number}.xml`],
      }),
    ]);
    expect((await finance.get('/invoice/send_list')).body.total).toBe(0);
    const twice = await finance.post(`/invoice/${made.body.id}/send`, {
      version: sent.body.version,
    });
    expect(twice.body.message).toBe('MESSAGE.INVOICE_ALREADY_SENT');
  });

  it('credits an invoice with its own number series, mirrored lines, and settles it', async () => {
    const made = await extra([priced('Leads', 2, 1999), priced('Bannering', 1, 10000)]);
    const credit = await finance.post(`/invoice/${made.body.id}/credit_note`, {
      version: made.body.version,
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    expect(credit.body).toMatchObject({
      kind: 'credit_note',
      number: `C${year}-000001`,
      corrects_invoice_id: made.body.id,
      corrects_number: made.body.number,
      total_cents: -made.body.total_cents,
      vat_cents: -made.body.vat_cents,
    });
    const original = await finance.get(`/invoice/${made.body.id}`);
    expect(original.body).toMatchObject({ status: INVOICE_STATUSES.paid, credited: true });
    const twice = await finance.post(`/invoice/${made.body.id}/credit_note`, {
      version: original.body.version,
    });
    expect(twice.body.message).toBe('MESSAGE.INVOICE_ALREADY_CREDITED');
    const ofCredit = await finance.post(`/invoice/${credit.body.id}/credit_note`, {
      version: credit.body.version,
    });
    expect(ofCredit.body.message).toBe('MESSAGE.INVOICE_NOT_CREDITABLE');
    const notes = await finance.get('/invoice?credit=y');
    expect(notes.body.items.map((item: { id: number }) => item.id)).toEqual([credit.body.id]);
  });
});

describe('direct debit', () => {
  it('collects from a company with a mandate, and finance can take one invoice out of it', async () => {
    await api.db.insert(sepaMandates).values({
      companyId,
      companyName: 'Installateur',
      iban: 'NL91ABNA0417164300',
      signedBy: 'J. de Vries',
    });
    const made = await extra([priced('Leads', 1, 5000)]);
    expect(made.body.payment_method).toBe(PAYMENT_METHODS.direct_debit);
    const cancelled = await finance.put(`/invoice/${made.body.id}/direct_debit/disabled`, {
      version: made.body.version,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.payment_method).toBe(PAYMENT_METHODS.wire_transfer);
    const again = await finance.put(`/invoice/${made.body.id}/direct_debit/disabled`, {
      version: cancelled.body.version,
    });
    expect(again.body.message).toBe('MESSAGE.INVOICE_NOT_DIRECT_DEBIT');
    const byCustomer = await customer.put(`/invoice/${made.body.id}/direct_debit/disabled`, {
      version: cancelled.body.version,
    });
    expect(byCustomer.status).toBe(403);
  });
});

describe('the direct-debit file', () => {
  it('collects every sent, unpaid direct-debit invoice, first then recurring, valid by the schema', async () => {
    await api.db.insert(sepaMandates).values({
      companyId,
      companyName: 'Installateur Utrecht',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
      signedBy: 'J. de Vries',
    });
    expect((await finance.get('/invoice/direct_debit/batch')).body.message).toBe(
      'MESSAGE.DIRECT_DEBIT_BATCH_EMPTY',
    );
    const first = await extra([priced('Leads', 2, 2500)]);
    const unsent = await extra([priced('Leads', 1, 999)]);
    await finance.post(`/invoice/${first.body.id}/send`, { version: first.body.version });
    const file = await finance.get('/invoice/direct_debit/batch?collectionDate=2026-12-01');
    expect(file.status, String(file.body)).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('incasso-2026-12-01.xml');
    const xml = String(file.body);
    expect(await painSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain(`<EndToEndId>${first.body.number}</EndToEndId>`);
    expect(xml).not.toContain(unsent.body.number);
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">60.50</InstdAmt>');
    expect((await customer.get('/invoice/direct_debit/batch')).status).toBe(403);

    // Once a collection came in, the mandate's next ones are recurring.
    const sent = await finance.get(`/invoice/${first.body.id}`);
    await finance.put(`/invoice/${first.body.id}`, {
      status: INVOICE_STATUSES.paid,
      payment_method: PAYMENT_METHODS.direct_debit,
      book_internal: false,
      send_email: true,
      version: sent.body.version,
    });
    const next = await extra([priced('Leads', 1, 4000)]);
    await finance.post(`/invoice/${next.body.id}/send`, { version: next.body.version });
    const later = String((await finance.get('/invoice/direct_debit/batch')).body);
    expect(later).toContain('<SeqTp>RCUR</SeqTp>');
    expect(later).not.toContain('<SeqTp>FRST</SeqTp>');
    expect(await painSchemaErrors(later)).toEqual([]);
  });
});

describe('the invoice list', () => {
  it('filters by paid, status, company type and company, with the totals of all selected', async () => {
    const partner = await addCompany(api.db, 'utrecht', { isPartner: true });
    const a = await extra([priced('A', 1, 10000)]);
    await extra([priced('B', 1, 20000)]);
    await extra([priced('P', 1, 5000)], partner);
    await finance.put(`/invoice/${a.body.id}`, {
      status: INVOICE_STATUSES.paid,
      payment_method: 1,
      book_internal: false,
      send_email: true,
      version: a.body.version,
    });
    const all = await finance.get('/invoice');
    expect(all.body.total).toBe(3);
    expect(all.body.sum_total_cents).toBe(42350);
    const paid = await finance.get('/invoice?paid=y');
    expect(paid.body.items.map((item: { id: number }) => item.id)).toEqual([a.body.id]);
    expect((await finance.get('/invoice?companyType=partner')).body.total).toBe(1);
    expect((await finance.get(`/invoice?companyId=${companyId}`)).body.total).toBe(2);
    const byTotal = await finance.get('/invoice?sortColumn=total&reverse=false');
    expect(byTotal.body.items.map((item: { total_cents: number }) => item.total_cents)).toEqual([
      6050, 12100, 24200,
    ]);
    const bad = await finance.get('/invoice?status=9');
    expect(bad.status).toBe(400);
  });
});

describe('dunning', () => {
  const deps = () => ({
    db: api.db,
    mailer: createMailer(api.db, {
      smtpUrl: undefined,
      mailFrom: 'test@example.nl',
    }),
    publicUrl: 'http://portal.test',
  });

  async function sentInvoiceDue(daysAgo: number) {
    const made = await extra([priced('Leads', 4, 2500)]);
    await finance.post(`/invoice/${made.body.id}/send`, { version: made.body.version });
    await api.db
      .update(invoices)
      .set({ dueDate: dutchDate(new Date(Date.now() - daysAgo * DAY_MS)) })
      .where(eq(invoices.id, made.body.id));
    return made.body.id as number;
  }
  const stepBack = (id: number, days: number) =>
    api.db
      .update(invoices)
      .set({ dunningAt: new Date(Date.now() - days * DAY_MS) })
      .where(eq(invoices.id, id));
  const statusOf = async (id: number) =>
    (await api.db.select().from(invoices).where(eq(invoices.id, id)))[0]!.status;
  const stateOf = async () =>
    (await api.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.state;

  it('moves an unpaid invoice through three warnings to collection, suspends, then blacklists once paid', async () => {
    const early = await sentInvoiceDue(6);
    expect(await runDunning(deps())).toBe(0);
    await api.db
      .update(invoices)
      .set({ dueDate: dutchDate(new Date(Date.now() - 7 * DAY_MS)) })
      .where(eq(invoices.id, early));
    expect(await runDunning(deps())).toBe(1);
    expect(await statusOf(early)).toBe(INVOICE_STATUSES.first_warning);
    expect(await runDunning(deps())).toBe(0); // the same day moves nothing twice

    await stepBack(early, 7);
    await runDunning(deps());
    expect(await statusOf(early)).toBe(INVOICE_STATUSES.second_warning);
    expect(await stateOf()).toBe('active');

    await stepBack(early, 7);
    await runDunning(deps());
    expect(await statusOf(early)).toBe(INVOICE_STATUSES.third_warning);
    expect(await stateOf()).toBe('suspended');

    await stepBack(early, 13);
    expect(await runDunning(deps())).toBe(0);
    await stepBack(early, 14);
    await runDunning(deps());
    expect(await statusOf(early)).toBe(INVOICE_STATUSES.collection_agency);
    expect(await stateOf()).toBe('debtclaim');
    const [company] = await api.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company!.hasOpenDebt).toBe(true);

    const invoice = await finance.get(`/invoice/${early}`);
    const paid = await finance.put(`/invoice/${early}`, {
      status: INVOICE_STATUSES.paid,
      payment_method: 1,
      book_internal: false,
      send_email: true,
      version: invoice.body.version,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await stateOf()).toBe('blacklisted');

    const timeline = await timelineOf(api.db, companyId);
    const labels = timeline.map((event) => event.type);
    expect(labels).toEqual(
      expect.arrayContaining(['suspended_by_invoice', 'to_debtclaim', 'blacklisted']),
    );
    const dunningSteps = timeline
      .filter((event) => (event.data as { action?: string }).action === 'invoice_dunning')
      .map((event) => (event.data as { status: string }).status);
    expect(dunningSteps).toEqual([
      'first_warning',
      'second_warning',
      'third_warning',
      'collection_agency',
    ]);
    const reminders = await api.db
      .select({ subject: emailLog.subject })
      .from(emailLog)
      .where(eq(emailLog.template, 'invoice_reminder'));
    expect(reminders).toHaveLength(4);
  });

  it('reactivates a company suspended by its invoice once it pays', async () => {
    const id = await sentInvoiceDue(30);
    await runDunning(deps());
    await stepBack(id, 7);
    await runDunning(deps());
    await stepBack(id, 7);
    await runDunning(deps());
    expect(await stateOf()).toBe('suspended');
    const invoice = await finance.get(`/invoice/${id}`);
    await finance.put(`/invoice/${id}`, {
      status: INVOICE_STATUSES.paid,
      payment_method: PAYMENT_METHODS.wire_transfer,
      book_internal: false,
      send_email: true,
      version: invoice.body.version,
    });
    expect(await stateOf()).toBe('active');
    const labels = (await timelineOf(api.db, companyId)).map((event) => event.type);
    expect(labels).toContain('reactivated_by_payment');
    const [company] = await api.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company!.hasOpenDebt).toBe(false);
    const stillOpen = await api.db
      .select()
      .from(invoices)
      .where(inArray(invoices.status, [3, 4, 5, 6, 7]));
    expect(stillOpen).toHaveLength(0);
  });
});
