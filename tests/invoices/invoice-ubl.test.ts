import { create } from 'xmlbuilder2';
import { describe, expect, it } from 'vitest';
import { renderInvoiceUbl } from '../../api/src/invoices/documents/invoice-ubl';
import { nlciusProblems } from './nlcius-rules';
import { sampleInvoiceDocument } from './sample-invoice-document';

const negated = (doc: ReturnType<typeof sampleInvoiceDocument>) => ({
  ...doc,
  kind: 'credit_note' as const,
  number: 'C2026-000004',
  corrects: { number: doc.number, invoiceDate: doc.invoiceDate },
  payment: { kind: 'paid' as const },
  lines: doc.lines.map((line) => ({
    ...line,
    priceCents: line.priceCents === null ? null : -line.priceCents,
    totalCents: -line.totalCents,
  })),
  subtotalCents: -doc.subtotalCents,
  vatCents: -doc.vatCents,
  totalCents: -doc.totalCents,
});

describe('the UBL e-invoice (NLCIUS)', () => {
  it('meets the rules that apply to an invoice paid by transfer', () => {
    const xml = renderInvoiceUbl(sampleInvoiceDocument());
    expect(nlciusProblems(xml)).toEqual([]);
    expect(xml).toContain('<cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>');
    expect(xml).toContain('<cbc:EndpointID schemeID="0106">30123456</cbc:EndpointID>');
    // The text-only line is a note; the claim credit a negative quantity at a positive price.
    expect(xml).toContain('<cbc:Note>Volgens afspraak met Jan</cbc:Note>');
    expect(xml).toContain('<cbc:InvoicedQuantity unitCode="C62">-1</cbc:InvoicedQuantity>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">90.73</cbc:PayableAmount>');
  });

  it('meets them for direct debit, naming the mandate and the debtor’s account', () => {
    const xml = renderInvoiceUbl(
      sampleInvoiceDocument({
        payment: {
          kind: 'direct_debit',
          mandateId: 'LP-MANDAAT-3',
          debtorIban: 'NL02RABO0123456789',
        },
      }),
    );
    expect(nlciusProblems(xml)).toEqual([]);
    expect(xml).toContain('<cbc:PaymentMeansCode>59</cbc:PaymentMeansCode>');
    expect(xml).toContain('<cbc:ID>LP-MANDAAT-3</cbc:ID>');
  });

  it('makes a credit note that references its invoice, with positive amounts', () => {
    const xml = renderInvoiceUbl(negated(sampleInvoiceDocument()));
    expect(nlciusProblems(xml)).toEqual([]);
    const parsed = create(xml).end({ format: 'object' }) as {
      CreditNote: Record<string, unknown>;
    };
    expect(parsed.CreditNote['cbc:CreditNoteTypeCode']).toBe('381');
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">90.73</cbc:PayableAmount>');
    expect(xml).toMatch(/<cac:InvoiceDocumentReference>\s*<cbc:ID>2026-000123<\/cbc:ID>/);
  });

  it('escapes what a description holds', () => {
    const xml = renderInvoiceUbl(sampleInvoiceDocument());
    expect(xml).toContain('Dakkapel &amp; kozijnen &lt;offerte&gt;');
  });

  it('has checks that catch a broken e-invoice', () => {
    const xml = renderInvoiceUbl(sampleInvoiceDocument());
    const broken = xml
      .replace(
        '<cbc:CompanyID schemeID="0106">87654321</cbc:CompanyID>',
        '<cbc:CompanyID>x</cbc:CompanyID>',
      )
      .replace(
        '<cbc:PayableAmount currencyID="EUR">90.73',
        '<cbc:PayableAmount currencyID="EUR">90.74',
      );
    const problems = nlciusProblems(broken);
    expect(problems.some((problem) => problem.startsWith('BR-NL-1'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('BR-CO-16'))).toBe(true);
    const noReference = renderInvoiceUbl({ ...negated(sampleInvoiceDocument()), corrects: null });
    expect(
      nlciusProblems(noReference).some((problem) => problem.startsWith('NLCIUS credit note')),
    ).toBe(true);
  });
});
