import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../../api/src/invoices/documents/invoice-pdf';
import { sampleInvoiceDocument } from './sample-invoice-document';

const FONTS = `${fileURLToPath(new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url))}`;

/** The text of each page, as a PDF reader extracts it. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: FONTS })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return pages;
}

describe('the PDF invoice', () => {
  it('names the number, the buyer, every line, the VAT and the total in Dutch', async () => {
    const doc = sampleInvoiceDocument();
    const pdf = await renderInvoicePdf(doc);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [text, ...more] = await pagesOf(pdf);
    expect(more).toEqual([]);
    for (const expected of [
      'FACTUUR',
      '2026-000123',
      'Hendriks Installatietechniek B.V.',
      't.a.v. Administratie',
      '3511 AB Utrecht',
      'Lead 1234 Warmtepomp (05-11-2026)',
      'Dakkapel & kozijnen <offerte>',
      'Volgens afspraak met Jan',
      '€ -27,50',
      'Btw 21%',
      'Subtotaal € 74,98',
      'Btw 21% € 15,75',
      'Totaal € 90,73',
      'vóór 07-12-2026',
      'NL91ABNA0417164300',
      'Pagina 1 van 1',
    ])
      expect(text).toContain(expected);
  });

  it('flows many lines onto more pages, each with the table header and the footer', async () => {
    const base = sampleInvoiceDocument();
    const lines = Array.from({ length: 120 }, (_, index) => ({
      ...base.lines[0]!,
      description: `Lead ${5000 + index} Zonnepanelen`,
    }));
    const pages = await pagesOf(await renderInvoicePdf({ ...base, lines }));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      if (page.includes('Lead ')) expect(page).toContain('Omschrijving Aantal Prijs Bedrag');
      expect(page).toContain(`Pagina ${index + 1} van ${pages.length}`);
    });
    expect(pages.join(' ')).toContain('Lead 5119 Zonnepanelen');
  });

  it('says a credit note corrects its invoice, and says how direct debit collects', async () => {
    const [credit] = await pagesOf(
      await renderInvoicePdf(
        sampleInvoiceDocument({
          kind: 'credit_note',
          number: 'C2026-000004',
          corrects: { number: '2026-000123', invoiceDate: '2026-11-23' },
          payment: { kind: 'paid' },
        }),
      ),
    );
    expect(credit).toContain('CREDITFACTUUR');
    expect(credit).toContain('Correctie op factuur 2026-000123 van 23-11-2026');
    const [debit] = await pagesOf(
      await renderInvoicePdf(
        sampleInvoiceDocument({
          payment: {
            kind: 'direct_debit',
            mandateId: 'LP-MANDAAT-3',
            debtorIban: 'NL02RABO0123456789',
          },
        }),
      ),
    );
    expect(debit).toContain('automatisch afgeschreven van rekening NL02RABO0123456789');
    expect(debit).toContain('LP-MANDAAT-3');
  });
});
