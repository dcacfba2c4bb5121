import { create } from 'xmlbuilder2';

/**
 * The NLCIUS (SI-UBL 2.0) and EN 16931 rules that apply to the e-invoices we make,
 * checked on the XML as a receiver reads it. Each problem names its rule: the
 * EN 16931 rule or business term where we know its number, else what NLCIUS asks.
 */
type Node = Record<string, unknown>;

const asList = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Every node at a path of element names (repeated elements fan out). */
function all(node: unknown, path: string): unknown[] {
  return path
    .split('/')
    .reduce<unknown[]>(
      (nodes, name) => nodes.flatMap((each) => asList((each as Node | undefined)?.[name])),
      [node],
    );
}
const text = (node: unknown): string | undefined =>
  typeof node === 'string' ? node : ((node as Node | undefined)?.['#'] as string | undefined);
const first = (node: unknown, path: string) => text(all(node, path)[0]);
const attribute = (node: unknown, name: string) =>
  (node as Node | undefined)?.[`@${name}`] as string | undefined;

/** Cents of a UBL amount; NaN when it is not a number with at most two decimals. */
const cents = (value: string | undefined) =>
  value !== undefined && /^-?\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : NaN;

const PAYMENT_MEANS = [
  '1',
  '10',
  '30',
  '31',
  '42',
  '48',
  '49',
  '57',
  '58',
  '59',
  '68',
  '89',
  '93',
  '97',
];

export function nlciusProblems(xml: string): string[] {
  const parsed = create(xml).end({ format: 'object' }) as Node;
  const problems: string[] = [];
  const fail = (rule: string, what: string) => problems.push(`${rule}: ${what}`);
  const credit = 'CreditNote' in parsed;
  const doc = (parsed.CreditNote ?? parsed.Invoice) as Node | undefined;
  if (!doc) return ['root: neither Invoice nor CreditNote'];
  const ns = attribute(doc, 'xmlns');
  if (ns !== `urn:oasis:names:specification:ubl:schema:xsd:${credit ? 'CreditNote' : 'Invoice'}-2`)
    fail('root', `namespace ${ns}`);
  if (
    first(doc, 'cbc:CustomizationID') !==
    'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0'
  )
    fail('BR-01', 'specification identifier is not NLCIUS');
  if (!first(doc, 'cbc:ID')) fail('BR-02', 'no invoice number');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(first(doc, 'cbc:IssueDate') ?? ''))
    fail('BR-03', 'no issue date');
  const typeCode = first(doc, credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode');
  if (typeCode !== (credit ? '381' : '380')) fail('BR-04', `type code ${typeCode}`);
  if (first(doc, 'cbc:DocumentCurrencyCode') !== 'EUR') fail('BR-05', 'currency is not EUR');
  const currencies = new Set<string>();
  (function walk(node: unknown) {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node && typeof node === 'object') {
      const currency = attribute(node, 'currencyID');
      if (currency) currencies.add(currency);
      Object.values(node).forEach(walk);
    }
  })(doc);
  if ([...currencies].some((currency) => currency !== 'EUR'))
    fail('BR-CL-03', `amounts in ${[...currencies].join(', ')}`);

  const seller = all(doc, 'cac:AccountingSupplierParty/cac:Party')[0];
  const buyer = all(doc, 'cac:AccountingCustomerParty/cac:Party')[0];
  if (!first(seller, 'cac:PartyLegalEntity/cbc:RegistrationName')) fail('BR-06', 'no seller name');
  if (!first(buyer, 'cac:PartyLegalEntity/cbc:RegistrationName')) fail('BR-07', 'no buyer name');
  const sellerId = all(seller, 'cac:PartyLegalEntity/cbc:CompanyID')[0];
  if (
    !['0106', '0190'].includes(attribute(sellerId, 'schemeID') ?? '') ||
    !/^\d{8}$|^\d{20}$/.test(text(sellerId) ?? '')
  )
    fail('BR-NL-1', 'the seller has no KvK (0106) or OIN (0190) number');
  if (!first(seller, 'cac:PartyTaxScheme/cbc:CompanyID')?.startsWith('NL'))
    fail('BR-S-02', 'no seller VAT id for standard-rated VAT');
  for (const [rule, party, who] of [
    ['NLCIUS seller address', seller, 'seller'],
    ['NLCIUS buyer address', buyer, 'buyer'],
  ] as const) {
    const country = first(party, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode');
    if (!country) fail('BR-08/BR-10', `no ${who} country`);
    if (country === 'NL')
      for (const part of ['cbc:StreetName', 'cbc:CityName', 'cbc:PostalZone'])
        if (!first(party, `cac:PostalAddress/${part}`)) fail(rule, `no ${who} ${part}`);
  }
  if (credit && !first(doc, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID'))
    fail('NLCIUS credit note', 'a credit note that names no invoice it corrects');

  const means = all(doc, 'cac:PaymentMeans')[0];
  const code = first(means, 'cbc:PaymentMeansCode') ?? '';
  if (!PAYMENT_MEANS.includes(code)) fail('NLCIUS payment means', `payment means code ${code}`);
  if (
    ['30', '58'].includes(code) &&
    !/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(first(means, 'cac:PayeeFinancialAccount/cbc:ID') ?? '')
  )
    fail('BR-50/BR-61', 'a transfer without the IBAN to pay to');
  if (code === '59' && !first(means, 'cac:PaymentMandate/cbc:ID'))
    fail('BT-89', 'a direct debit without its mandate reference');

  const lineName = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  const lines = all(doc, lineName);
  if (lines.length === 0) fail('BR-16', 'no invoice line');
  let lineSum = 0;
  for (const line of lines) {
    const id = first(line, 'cbc:ID');
    const quantity = Number(first(line, credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity'));
    const price = cents(first(line, 'cac:Price/cbc:PriceAmount'));
    const total = cents(first(line, 'cbc:LineExtensionAmount'));
    if (!first(line, 'cac:Item/cbc:Name')) fail('BR-25', `line ${id} has no item name`);
    if (!(price >= 0)) fail('BR-27', `line ${id} has a negative or unreadable price`);
    if (Number.isNaN(total)) fail('BR-DEC-23', `line ${id} amount has more than two decimals`);
    if (Math.abs(quantity * price - total) > 1)
      fail('line amount', `line ${id}: quantity × price ≠ amount`);
    if (first(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID') !== 'S')
      fail('BR-CO-04', `line ${id} has no VAT category`);
    lineSum += total;
  }

  const totals = all(doc, 'cac:LegalMonetaryTotal')[0];
  const net = cents(first(totals, 'cbc:LineExtensionAmount'));
  const exclusive = cents(first(totals, 'cbc:TaxExclusiveAmount'));
  const inclusive = cents(first(totals, 'cbc:TaxInclusiveAmount'));
  const payable = cents(first(totals, 'cbc:PayableAmount'));
  const taxTotal = cents(first(doc, 'cac:TaxTotal/cbc:TaxAmount'));
  if ([net, exclusive, inclusive, payable, taxTotal].some(Number.isNaN))
    fail('BR-DEC', 'a total with more than two decimals or missing');
  if (net !== lineSum) fail('BR-CO-10', `line amounts ${lineSum} ≠ line total ${net}`);
  if (exclusive !== net) fail('BR-CO-13', 'tax exclusive amount ≠ line total (no allowances)');
  if (exclusive + taxTotal !== inclusive) fail('BR-CO-15', 'exclusive + VAT ≠ inclusive');
  if (payable !== inclusive) fail('BR-CO-16', 'payable ≠ inclusive (nothing prepaid)');
  const subtotals = all(doc, 'cac:TaxTotal/cac:TaxSubtotal');
  let subtotalTax = 0;
  for (const subtotal of subtotals) {
    const base = cents(first(subtotal, 'cbc:TaxableAmount'));
    const tax = cents(first(subtotal, 'cbc:TaxAmount'));
    const percent = Number(first(subtotal, 'cac:TaxCategory/cbc:Percent'));
    if (Math.abs(Math.round((base * percent) / 100) - tax) > 1)
      fail('BR-S-09', `VAT ${tax} is not ${percent}% of ${base}`);
    subtotalTax += tax;
  }
  if (subtotalTax !== taxTotal) fail('BR-CO-14', 'VAT subtotals do not add up to the VAT total');
  return problems;
}
