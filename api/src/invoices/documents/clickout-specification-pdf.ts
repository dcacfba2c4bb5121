import PDFDocument from 'pdfkit';
import { euros, dutchDateTime } from './pdf-format';
import type { SpecifiedClickout } from '../clickout-specification';
import type { InvoiceRow } from '../invoice.table';
import type { InvoiceDocument } from './invoice-document';

const LEFT = 50;
const RIGHT = 545;
const BOTTOM = 770;
const COLUMNS = {
  date: { x: 50, width: 95 },
  product: { x: 150, width: 235 },
  core: { x: 390, width: 85 },
  price: { x: 480, width: 65 },
};

type Pdf = InstanceType<typeof PDFDocument>;

function header(pdf: Pdf, y: number): number {
  pdf.font('Helvetica-Bold').fontSize(9).fillColor('black');
  pdf.text('Datum', COLUMNS.date.x, y, { width: COLUMNS.date.width });
  pdf.text('Product', COLUMNS.product.x, y, { width: COLUMNS.product.width });
  pdf.text('Categorie', COLUMNS.core.x, y, { width: COLUMNS.core.width });
  pdf.text('Klikprijs', COLUMNS.price.x, y, { width: COLUMNS.price.width, align: 'right' });
  const under = y + 14;
  pdf.moveTo(LEFT, under).lineTo(RIGHT, under).lineWidth(0.5).stroke();
  pdf.font('Helvetica');
  return under + 5;
}

/**
 * The click-out specification of an invoice as an A4 PDF in Dutch (pdfkit, like the
 * invoice itself): every click-out the invoice billed with its date, product and
 * click price, flowing over pages with the header repeated, and the total.
 */
export function renderClickoutSpecificationPdf(
  invoice: Pick<InvoiceRow, 'number'> & { buyerName: string },
  clickouts: readonly SpecifiedClickout[],
  seller: InvoiceDocument['seller'],
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 50, left: LEFT, right: 595.28 - RIGHT, bottom: 40 },
    bufferPages: true,
    info: { Title: `Specificatie click-outs factuur ${invoice.number}`, Author: seller.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(16).text(seller.name, LEFT, 50);
  pdf.fontSize(13).text(`Specificatie click-outs bij factuur ${invoice.number}`, LEFT, 80);
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(invoice.buyerName, LEFT, 100)
    .text(`${clickouts.length} click-outs, samen ${euros(total(clickouts))} (excl. btw)`);

  let y = header(pdf, 135);
  pdf.fontSize(8.5);
  for (const click of clickouts) {
    if (y + 12 > BOTTOM) {
      pdf.addPage();
      y = header(pdf, 50);
      pdf.fontSize(8.5);
    }
    pdf.text(dutchDateTime(click.clickedAt), COLUMNS.date.x, y, { width: COLUMNS.date.width });
    pdf.text(click.productName, COLUMNS.product.x, y, {
      width: COLUMNS.product.width,
      lineBreak: false,
      ellipsis: true,
    });
    pdf.text(click.coreProductName ?? '', COLUMNS.core.x, y, {
      width: COLUMNS.core.width,
      lineBreak: false,
      ellipsis: true,
    });
    pdf.text(euros(click.clickPriceCents), COLUMNS.price.x, y, {
      width: COLUMNS.price.width,
      align: 'right',
    });
    y += 12;
  }
  if (y + 30 > BOTTOM) {
    pdf.addPage();
    y = 50;
  }
  pdf
    .moveTo(COLUMNS.price.x - 40, y + 2)
    .lineTo(RIGHT, y + 2)
    .stroke();
  pdf.font('Helvetica-Bold').fontSize(9);
  pdf.text('Totaal', COLUMNS.core.x, y + 8, { width: COLUMNS.core.width, align: 'right' });
  pdf.text(euros(total(clickouts)), COLUMNS.price.x, y + 8, {
    width: COLUMNS.price.width,
    align: 'right',
  });

  const range = pdf.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    pdf.switchToPage(range.start + index);
    pdf.page.margins.bottom = 0;
    pdf
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor('#555555')
      .text(`Pagina ${index + 1} van ${range.count}`, LEFT, 794, {
        width: RIGHT - LEFT,
        align: 'center',
        lineBreak: false,
      });
  }
  pdf.end();
  return done;
}

const total = (clickouts: readonly SpecifiedClickout[]) =>
  clickouts.reduce((sum, click) => sum + click.clickPriceCents, 0);
