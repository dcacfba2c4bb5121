import PDFDocument from 'pdfkit';
import { euros } from './pdf-format';
import type { InvoiceDocument } from './invoice-document';

const dutchDay = (isoDate: string) => isoDate.split('-').reverse().join('-');

const PAGE = { left: 50, right: 545, bottom: 760 };
const COLUMNS = {
  description: { x: 50, width: 270 },
  quantity: { x: 325, width: 50 },
  price: { x: 380, width: 80 },
  total: { x: 465, width: 80 },
};
const GRAY = '#555555';

type Pdf = InstanceType<typeof PDFDocument>;

function tableHeader(pdf: Pdf, y: number): number {
  pdf.font('Helvetica-Bold').fontSize(9).fillColor('black');
  pdf.text('Omschrijving', COLUMNS.description.x, y, { width: COLUMNS.description.width });
  pdf.text('Aantal', COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' });
  pdf.text('Prijs', COLUMNS.price.x, y, { width: COLUMNS.price.width, align: 'right' });
  pdf.text('Bedrag', COLUMNS.total.x, y, { width: COLUMNS.total.width, align: 'right' });
  const under = y + 14;
  pdf.moveTo(PAGE.left, under).lineTo(PAGE.right, under).lineWidth(0.5).stroke();
  pdf.font('Helvetica');
  return under + 6;
}

function footer(pdf: Pdf, doc: InvoiceDocument, page: number, pages: number) {
  const seller = doc.seller;
  // The footer sits in the bottom margin: without this pdfkit would start a new page.
  pdf.page.margins.bottom = 0;
  pdf.font('Helvetica').fontSize(7.5).fillColor(GRAY);
  const lines = [
    [
      `KvK ${seller.chamberOfCommerceNumber}`,
      `btw ${seller.vatNumber}`,
      `IBAN ${seller.iban}`,
      `BIC ${seller.bic}`,
    ],
    [seller.email, seller.phone, seller.website],
    [`Pagina ${page} van ${pages}`],
  ];
  lines.forEach((parts, index) =>
    pdf.text(parts.join('  ·  '), PAGE.left, 784 + index * 10, {
      width: PAGE.right - PAGE.left,
      align: 'center',
      lineBreak: false,
    }),
  );
  pdf.fillColor('black');
}

function paymentText(doc: InvoiceDocument): string {
  switch (doc.payment.kind) {
    case 'transfer':
      return `Wij verzoeken u het totaalbedrag van ${euros(doc.totalCents)} vóór ${dutchDay(doc.dueDate)} over te maken op ${doc.seller.iban} (BIC ${doc.seller.bic}) ten name van ${doc.seller.name}, onder vermelding van factuurnummer ${doc.number}.`;
    case 'direct_debit':
      return `Het totaalbedrag van ${euros(doc.totalCents)} wordt rond ${dutchDay(doc.dueDate)} automatisch afgeschreven van rekening ${doc.payment.debtorIban}, op grond van machtiging ${doc.payment.mandateId}.`;
    case 'paid':
      return doc.kind === 'credit_note'
        ? `Het bedrag van deze creditfactuur verrekenen wij met u.`
        : `Deze factuur is al betaald. Hartelijk dank.`;
  }
}

/**
 * The invoice as an A4 PDF in Dutch (pdfkit, its built-in Helvetica): our details,
 * the buyer's address, number and dates, the lines (flowing onto further pages with
 * the table header repeated), subtotal, VAT and total, how to pay, and a footer with
 * our registration and bank details and the page count on every page.
 */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 50, left: PAGE.left, right: 595.28 - PAGE.right, bottom: 40 },
    bufferPages: true,
    info: {
      Title: `${doc.kind === 'credit_note' ? 'Creditfactuur' : 'Factuur'} ${doc.number}`,
      Author: doc.seller.name,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const { seller, buyer } = doc;
  pdf.font('Helvetica-Bold').fontSize(16).text(seller.name, PAGE.left, 50);
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GRAY)
    .text(`${seller.street} ${seller.houseNumber}`, PAGE.left, 72)
    .text(`${seller.postalCode} ${seller.city}`)
    .text(`${seller.email} · ${seller.phone}`)
    .fillColor('black');
  pdf
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(doc.kind === 'credit_note' ? 'CREDITFACTUUR' : 'FACTUUR', 300, 50, {
      width: PAGE.right - 300,
      align: 'right',
    });

  // The buyer's address where a window envelope shows it.
  let y = 150;
  pdf.font('Helvetica-Bold').fontSize(10).text(buyer.name, PAGE.left, y, { width: 240 });
  pdf.font('Helvetica');
  if (buyer.attention) pdf.text(`t.a.v. ${buyer.attention}`, { width: 240 });
  pdf.text(`${buyer.street} ${buyer.houseNumber}`.trim(), { width: 240 });
  pdf.text(`${buyer.postalCode} ${buyer.city}`.trim(), { width: 240 });
  if (buyer.countryCode !== 'NL') pdf.text(buyer.countryCode, { width: 240 });

  const facts: [string, string][] = [
    [doc.kind === 'credit_note' ? 'Creditfactuurnummer' : 'Factuurnummer', doc.number],
    ['Factuurdatum', dutchDay(doc.invoiceDate)],
    ['Vervaldatum', dutchDay(doc.dueDate)],
    ['Klantnummer', doc.buyerReference],
  ];
  if (buyer.chamberOfCommerceNumber) facts.push(['Uw KvK-nummer', buyer.chamberOfCommerceNumber]);
  if (buyer.vatNumber) facts.push(['Uw btw-nummer', buyer.vatNumber]);
  facts.forEach(([label, value], index) => {
    const rowY = 150 + index * 14;
    pdf.fontSize(9).fillColor(GRAY).text(label, 330, rowY, { width: 95 });
    pdf.fillColor('black').text(value, 425, rowY, { width: PAGE.right - 425, align: 'right' });
  });

  y = 150 + Math.max(facts.length * 14, 70) + 20;
  if (doc.corrects) {
    pdf
      .font('Helvetica-Oblique')
      .fontSize(9)
      .text(
        `Correctie op factuur ${doc.corrects.number} van ${dutchDay(doc.corrects.invoiceDate)}`,
        PAGE.left,
        y,
      );
    pdf.font('Helvetica');
    y += 20;
  }

  y = tableHeader(pdf, y);
  pdf.fontSize(9);
  for (const line of doc.lines) {
    const height = pdf.heightOfString(line.description, { width: COLUMNS.description.width });
    if (y + height > PAGE.bottom) {
      pdf.addPage();
      y = tableHeader(pdf, 50);
      pdf.fontSize(9);
    }
    pdf.text(line.description, COLUMNS.description.x, y, { width: COLUMNS.description.width });
    if (line.priceCents !== null) {
      pdf.text(String(line.quantity), COLUMNS.quantity.x, y, {
        width: COLUMNS.quantity.width,
        align: 'right',
      });
      pdf.text(euros(line.priceCents), COLUMNS.price.x, y, {
        width: COLUMNS.price.width,
        align: 'right',
      });
      pdf.text(euros(line.totalCents), COLUMNS.total.x, y, {
        width: COLUMNS.total.width,
        align: 'right',
      });
    }
    y += height + 5;
  }

  if (y + 110 > PAGE.bottom) {
    pdf.addPage();
    y = 50;
  }
  pdf.moveTo(COLUMNS.price.x, y).lineTo(PAGE.right, y).lineWidth(0.5).stroke();
  y += 6;
  const totals: [string, string, boolean][] = [
    ['Subtotaal', euros(doc.subtotalCents), false],
    [`Btw ${doc.vatRatePercent}%`, euros(doc.vatCents), false],
    ['Totaal', euros(doc.totalCents), true],
  ];
  for (const [label, value, bold] of totals) {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9);
    pdf.text(label, COLUMNS.price.x - 60, y, { width: COLUMNS.price.width + 60, align: 'right' });
    pdf.text(value, COLUMNS.total.x, y, { width: COLUMNS.total.width, align: 'right' });
    y += 15;
  }
  pdf.font('Helvetica').fontSize(9);
  pdf.text(paymentText(doc), PAGE.left, y + 15, { width: PAGE.right - PAGE.left });

  const range = pdf.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    pdf.switchToPage(range.start + index);
    footer(pdf, doc, index + 1, range.count);
  }
  pdf.end();
  return done;
}
