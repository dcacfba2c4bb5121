import PDFDocument from 'pdfkit';
import { euros, dutchDateTime, type InvoiceDocument, type InvoiceBuyer } from '../invoices';
import { paidWith, type DepositReceipt } from './deposit-receipt';

const LEFT = 50;
const RIGHT = 545;
const GRAY = '#555555';

/**
 * A deposit's receipt as an A4 PDF in Dutch, laid out like our invoices (pdfkit, its
 * built-in Helvetica): our details, the company's address, the receipt's number and
 * date, what was received and how, and our registration and bank details. A receipt
 * confirms a payment onto the balance; the leads paid from it are the business.
 */
export function renderReceiptPdf(
  receipt: DepositReceipt,
  seller: InvoiceDocument['seller'],
  buyer: InvoiceBuyer,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 50, left: LEFT, right: 595.28 - RIGHT, bottom: 40 },
    info: { Title: `Kwitantie ${receipt.number}`, Author: seller.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(16).text(seller.name, LEFT, 50);
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GRAY)
    .text(`${seller.street} ${seller.houseNumber}`, LEFT, 72)
    .text(`${seller.postalCode} ${seller.city}`)
    .text(`${seller.email} · ${seller.phone}`)
    .fillColor('black');
  pdf
    .font('Helvetica-Bold')
    .fontSize(20)
    .text('KWITANTIE', 300, 50, { width: RIGHT - 300, align: 'right' });

  pdf.font('Helvetica-Bold').fontSize(10).text(buyer.name, LEFT, 150, { width: 240 });
  pdf.font('Helvetica');
  if (buyer.attention) pdf.text(`t.a.v. ${buyer.attention}`, { width: 240 });
  pdf.text(`${buyer.street} ${buyer.houseNumber}`.trim(), { width: 240 });
  pdf.text(`${buyer.postalCode} ${buyer.city}`.trim(), { width: 240 });

  const facts: [string, string][] = [
    ['Kwitantienummer', receipt.number],
    ['Ontvangen op', dutchDateTime(receipt.paidAt)],
    ['Betaald via', paidWith(receipt.payment)],
    ['Betalingskenmerk', String(receipt.payment.id)],
  ];
  facts.forEach(([label, value], index) => {
    const y = 150 + index * 14;
    pdf.fontSize(9).fillColor(GRAY).text(label, 330, y, { width: 95 });
    pdf.fillColor('black').text(value, 425, y, { width: RIGHT - 425, align: 'right' });
  });

  let y = 250;
  pdf.font('Helvetica-Bold').fontSize(9);
  pdf.text('Omschrijving', LEFT, y, { width: 330 });
  pdf.text('Bedrag', 400, y, { width: RIGHT - 400, align: 'right' });
  y += 14;
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).stroke();
  y += 6;
  pdf.font('Helvetica');
  pdf.text('Storting op uw tegoed voor leads', LEFT, y, { width: 330 });
  pdf.text(euros(receipt.payment.amountCents), 400, y, { width: RIGHT - 400, align: 'right' });
  y += 20;
  pdf.moveTo(400, y).lineTo(RIGHT, y).stroke();
  y += 6;
  pdf.font('Helvetica-Bold').fontSize(10);
  pdf.text('Ontvangen', 300, y, { width: 95, align: 'right' });
  pdf.text(euros(receipt.payment.amountCents), 400, y, { width: RIGHT - 400, align: 'right' });

  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(
      `Wij hebben ${euros(receipt.payment.amountCents)} ontvangen en op uw tegoed gezet. Leads die u ontvangt, worden daarvan afgeschreven; uw tegoed en alle mutaties ziet u in het portaal onder "Tegoed".`,
      LEFT,
      y + 40,
      { width: RIGHT - LEFT },
    );

  pdf.page.margins.bottom = 0;
  pdf
    .fontSize(7.5)
    .fillColor(GRAY)
    .text(
      [
        `KvK ${seller.chamberOfCommerceNumber}`,
        `btw ${seller.vatNumber}`,
        `IBAN ${seller.iban}`,
        seller.website,
      ].join('  ·  '),
      LEFT,
      794,
      { width: RIGHT - LEFT, align: 'center', lineBreak: false },
    );
  pdf.end();
  return done;
}
