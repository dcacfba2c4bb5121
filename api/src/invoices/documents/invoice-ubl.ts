import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { InvoiceDocument, InvoiceParty } from './invoice-document';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};
export const NLCIUS_CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0';
export const PEPPOL_BILLING_PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** The KvK number's identifier scheme (ISO 6523 ICD). */
const KVK_SCHEME = '0106';

/** Cents as a UBL amount: two decimals, a point, a leading minus. */
const amount = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
};

function money(parent: XMLBuilder, name: string, cents: number) {
  parent.ele(NS.cbc, `cbc:${name}`, { currencyID: 'EUR' }).txt(amount(cents));
}

function address(parent: XMLBuilder, party: InvoiceParty) {
  const postal = parent.ele(NS.cac, 'cac:PostalAddress');
  postal.ele(NS.cbc, 'cbc:StreetName').txt(`${party.street} ${party.houseNumber}`.trim());
  postal.ele(NS.cbc, 'cbc:CityName').txt(party.city);
  postal.ele(NS.cbc, 'cbc:PostalZone').txt(party.postalCode);
  postal.ele(NS.cac, 'cac:Country').ele(NS.cbc, 'cbc:IdentificationCode').txt(party.countryCode);
}

function vatScheme(parent: XMLBuilder, vatNumber: string) {
  const scheme = parent.ele(NS.cac, 'cac:PartyTaxScheme');
  scheme.ele(NS.cbc, 'cbc:CompanyID').txt(vatNumber);
  scheme.ele(NS.cac, 'cac:TaxScheme').ele(NS.cbc, 'cbc:ID').txt('VAT');
}

function taxCategory(parent: XMLBuilder, name: string, percent: number) {
  const category = parent.ele(NS.cac, `cac:${name}`);
  category.ele(NS.cbc, 'cbc:ID').txt('S');
  category.ele(NS.cbc, 'cbc:Percent').txt(String(percent));
  category.ele(NS.cac, 'cac:TaxScheme').ele(NS.cbc, 'cbc:ID').txt('VAT');
}

/**
 * The invoice as a UBL 2.1 e-invoice by the Dutch NLCIUS profile (SI-UBL 2.0), the
 * format Dutch accounting software imports: an Invoice (380) or a CreditNote (381)
 * that references the invoice it corrects; sellers and buyers by KvK number
 * (scheme 0106) with full addresses; payment by transfer (58, our IBAN) or by SEPA
 * direct debit (59, the mandate); one VAT category (S, 21 %). A credit note states
 * its amounts as positive numbers, as UBL credit notes do; a deduction on a line is
 * a negative quantity, since an item's price may not be negative. Text-only lines
 * have no amount and become notes.
 */
export function renderInvoiceUbl(doc: InvoiceDocument): string {
  const credit = doc.kind === 'credit_note';
  const sign = credit ? -1 : 1;
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    credit ? NS.creditNote : NS.invoice,
    credit ? 'CreditNote' : 'Invoice',
  );
  root.att('http://www.w3.org/2000/xmlns/', 'xmlns:cac', NS.cac);
  root.att('http://www.w3.org/2000/xmlns/', 'xmlns:cbc', NS.cbc);
  root.ele(NS.cbc, 'cbc:CustomizationID').txt(NLCIUS_CUSTOMIZATION);
  root.ele(NS.cbc, 'cbc:ProfileID').txt(PEPPOL_BILLING_PROFILE);
  root.ele(NS.cbc, 'cbc:ID').txt(doc.number);
  root.ele(NS.cbc, 'cbc:IssueDate').txt(doc.invoiceDate);
  if (!credit) root.ele(NS.cbc, 'cbc:DueDate').txt(doc.dueDate);
  root
    .ele(NS.cbc, credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode')
    .txt(credit ? '381' : '380');
  for (const line of doc.lines.filter((item) => item.priceCents === null))
    root.ele(NS.cbc, 'cbc:Note').txt(line.description);
  root.ele(NS.cbc, 'cbc:DocumentCurrencyCode').txt('EUR');
  root.ele(NS.cbc, 'cbc:BuyerReference').txt(doc.buyerReference);
  if (doc.corrects) {
    const reference = root
      .ele(NS.cac, 'cac:BillingReference')
      .ele(NS.cac, 'cac:InvoiceDocumentReference');
    reference.ele(NS.cbc, 'cbc:ID').txt(doc.corrects.number);
    reference.ele(NS.cbc, 'cbc:IssueDate').txt(doc.corrects.invoiceDate);
  }

  const seller = root.ele(NS.cac, 'cac:AccountingSupplierParty').ele(NS.cac, 'cac:Party');
  seller
    .ele(NS.cbc, 'cbc:EndpointID', { schemeID: KVK_SCHEME })
    .txt(doc.seller.chamberOfCommerceNumber);
  seller.ele(NS.cac, 'cac:PartyName').ele(NS.cbc, 'cbc:Name').txt(doc.seller.name);
  address(seller, doc.seller);
  vatScheme(seller, doc.seller.vatNumber);
  const sellerEntity = seller.ele(NS.cac, 'cac:PartyLegalEntity');
  sellerEntity.ele(NS.cbc, 'cbc:RegistrationName').txt(doc.seller.name);
  sellerEntity
    .ele(NS.cbc, 'cbc:CompanyID', { schemeID: KVK_SCHEME })
    .txt(doc.seller.chamberOfCommerceNumber);
  const sellerContact = seller.ele(NS.cac, 'cac:Contact');
  sellerContact.ele(NS.cbc, 'cbc:Telephone').txt(doc.seller.phone);
  sellerContact.ele(NS.cbc, 'cbc:ElectronicMail').txt(doc.seller.email);

  const buyer = root.ele(NS.cac, 'cac:AccountingCustomerParty').ele(NS.cac, 'cac:Party');
  const kvk = doc.buyer.chamberOfCommerceNumber;
  if (kvk) buyer.ele(NS.cbc, 'cbc:EndpointID', { schemeID: KVK_SCHEME }).txt(kvk);
  buyer.ele(NS.cac, 'cac:PartyName').ele(NS.cbc, 'cbc:Name').txt(doc.buyer.name);
  address(buyer, doc.buyer);
  if (doc.buyer.vatNumber) vatScheme(buyer, doc.buyer.vatNumber);
  const buyerEntity = buyer.ele(NS.cac, 'cac:PartyLegalEntity');
  buyerEntity.ele(NS.cbc, 'cbc:RegistrationName').txt(doc.buyer.name);
  if (kvk) buyerEntity.ele(NS.cbc, 'cbc:CompanyID', { schemeID: KVK_SCHEME }).txt(kvk);
  if (doc.buyer.attention || doc.buyer.email) {
    const contact = buyer.ele(NS.cac, 'cac:Contact');
    if (doc.buyer.attention) contact.ele(NS.cbc, 'cbc:Name').txt(doc.buyer.attention);
    if (doc.buyer.email) contact.ele(NS.cbc, 'cbc:ElectronicMail').txt(doc.buyer.email);
  }

  const means = root.ele(NS.cac, 'cac:PaymentMeans');
  means.ele(NS.cbc, 'cbc:PaymentMeansCode').txt(doc.payment.kind === 'direct_debit' ? '59' : '58');
  if (credit) means.ele(NS.cbc, 'cbc:PaymentDueDate').txt(doc.dueDate);
  means.ele(NS.cbc, 'cbc:PaymentID').txt(doc.number);
  if (doc.payment.kind === 'direct_debit') {
    const mandate = means.ele(NS.cac, 'cac:PaymentMandate');
    mandate.ele(NS.cbc, 'cbc:ID').txt(doc.payment.mandateId);
    mandate
      .ele(NS.cac, 'cac:PayerFinancialAccount')
      .ele(NS.cbc, 'cbc:ID')
      .txt(doc.payment.debtorIban);
  } else {
    const account = means.ele(NS.cac, 'cac:PayeeFinancialAccount');
    account.ele(NS.cbc, 'cbc:ID').txt(doc.seller.iban);
    account.ele(NS.cbc, 'cbc:Name').txt(doc.seller.name);
    account.ele(NS.cac, 'cac:FinancialInstitutionBranch').ele(NS.cbc, 'cbc:ID').txt(doc.seller.bic);
  }
  root
    .ele(NS.cac, 'cac:PaymentTerms')
    .ele(NS.cbc, 'cbc:Note')
    .txt(
      doc.payment.kind === 'paid'
        ? 'Betaald'
        : `Te voldoen vóór ${doc.dueDate.split('-').reverse().join('-')}`,
    );

  const tax = root.ele(NS.cac, 'cac:TaxTotal');
  money(tax, 'TaxAmount', sign * doc.vatCents);
  const subtotal = tax.ele(NS.cac, 'cac:TaxSubtotal');
  money(subtotal, 'TaxableAmount', sign * doc.subtotalCents);
  money(subtotal, 'TaxAmount', sign * doc.vatCents);
  taxCategory(subtotal, 'TaxCategory', doc.vatRatePercent);

  const totals = root.ele(NS.cac, 'cac:LegalMonetaryTotal');
  money(totals, 'LineExtensionAmount', sign * doc.subtotalCents);
  money(totals, 'TaxExclusiveAmount', sign * doc.subtotalCents);
  money(totals, 'TaxInclusiveAmount', sign * doc.totalCents);
  money(totals, 'PayableAmount', sign * doc.totalCents);

  let position = 0;
  for (const line of doc.lines) {
    if (line.priceCents === null || line.quantity === null) continue;
    position += 1;
    const lineTotal = sign * line.totalCents;
    // The price stays positive; a deduction's sign moves to the quantity.
    const quantity = sign * line.quantity * Math.sign(line.priceCents || 1);
    const element = root.ele(NS.cac, credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
    element.ele(NS.cbc, 'cbc:ID').txt(String(position));
    element
      .ele(NS.cbc, credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', { unitCode: 'C62' })
      .txt(String(quantity));
    money(element, 'LineExtensionAmount', lineTotal);
    const item = element.ele(NS.cac, 'cac:Item');
    item.ele(NS.cbc, 'cbc:Name').txt(line.description);
    taxCategory(item, 'ClassifiedTaxCategory', doc.vatRatePercent);
    money(element.ele(NS.cac, 'cac:Price'), 'PriceAmount', Math.abs(line.priceCents));
  }
  return root.end({ prettyPrint: true });
}
