import { create } from 'xmlbuilder2';

export type SequenceType = 'FRST' | 'RCUR';

/** One collection from one debtor under its mandate. */
export interface DirectDebitCollection {
  endToEndId: string;
  amountCents: number;
  mandateId: string;
  /** yyyy-mm-dd */
  mandateSignedOn: string;
  /** The first collection under a mandate, or a later one. */
  sequence: SequenceType;
  debtorName: string;
  debtorIban: string;
  debtorBic: string | null;
  /** What the debtor's statement shows: the invoice number. */
  remittance: string;
}

/** A file of direct debits for the bank (ISO 20022 pain.008.001.02). */
export interface DirectDebitBatch {
  messageId: string;
  createdAt: Date;
  /** yyyy-mm-dd */
  collectionDate: string;
  creditor: { name: string; iban: string; bic: string; creditorId: string };
  collections: DirectDebitCollection[];
}

const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.02';
const amount = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const sum = (collections: readonly DirectDebitCollection[]) =>
  collections.reduce((total, item) => total + item.amountCents, 0);
/** SEPA's character set is small; names are cut to what the bank takes. */
const sepaText = (value: string, max: number) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/**
 * The batch as pain.008.001.02 XML, the SEPA direct-debit format Dutch banks take:
 * a group header with the count and control sum, then one payment block per sequence
 * type (first collections apart from recurring ones, as the scheme asks), each with
 * its own count and sum, CORE, the collection date and our creditor id, and per
 * debtor the mandate, account and the invoice number as remittance.
 */
export function renderDirectDebitBatch(batch: DirectDebitBatch): string {
  if (batch.collections.length === 0) throw new Error('A direct-debit batch needs a collection');
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS, 'Document');
  const initiation = root.ele('CstmrDrctDbtInitn');
  const header = initiation.ele('GrpHdr');
  header.ele('MsgId').txt(sepaText(batch.messageId, 35));
  header.ele('CreDtTm').txt(batch.createdAt.toISOString().slice(0, 19));
  header.ele('NbOfTxs').txt(String(batch.collections.length));
  header.ele('CtrlSum').txt(amount(sum(batch.collections)));
  header.ele('InitgPty').ele('Nm').txt(sepaText(batch.creditor.name, 70));

  for (const sequence of ['FRST', 'RCUR'] as const) {
    const collections = batch.collections.filter((item) => item.sequence === sequence);
    if (collections.length === 0) continue;
    const block = initiation.ele('PmtInf');
    block.ele('PmtInfId').txt(sepaText(`${batch.messageId}-${sequence}`, 35));
    block.ele('PmtMtd').txt('DD');
    block.ele('BtchBookg').txt('true');
    block.ele('NbOfTxs').txt(String(collections.length));
    block.ele('CtrlSum').txt(amount(sum(collections)));
    const type = block.ele('PmtTpInf');
    type.ele('SvcLvl').ele('Cd').txt('SEPA');
    type.ele('LclInstrm').ele('Cd').txt('CORE');
    type.ele('SeqTp').txt(sequence);
    block.ele('ReqdColltnDt').txt(batch.collectionDate);
    block.ele('Cdtr').ele('Nm').txt(sepaText(batch.creditor.name, 70));
    block.ele('CdtrAcct').ele('Id').ele('IBAN').txt(batch.creditor.iban);
    block.ele('CdtrAgt').ele('FinInstnId').ele('BIC').txt(batch.creditor.bic);
    block.ele('ChrgBr').txt('SLEV');
    const scheme = block.ele('CdtrSchmeId').ele('Id').ele('PrvtId').ele('Othr');
    scheme.ele('Id').txt(batch.creditor.creditorId);
    scheme.ele('SchmeNm').ele('Prtry').txt('SEPA');

    for (const item of collections) {
      const transaction = block.ele('DrctDbtTxInf');
      transaction.ele('PmtId').ele('EndToEndId').txt(sepaText(item.endToEndId, 35));
      transaction.ele('InstdAmt', { Ccy: 'EUR' }).txt(amount(item.amountCents));
      const mandate = transaction.ele('DrctDbtTx').ele('MndtRltdInf');
      mandate.ele('MndtId').txt(sepaText(item.mandateId, 35));
      mandate.ele('DtOfSgntr').txt(item.mandateSignedOn);
      const agent = transaction.ele('DbtrAgt').ele('FinInstnId');
      if (item.debtorBic) agent.ele('BIC').txt(item.debtorBic);
      else agent.ele('Othr').ele('Id').txt('NOTPROVIDED');
      transaction.ele('Dbtr').ele('Nm').txt(sepaText(item.debtorName, 70));
      transaction.ele('DbtrAcct').ele('Id').ele('IBAN').txt(item.debtorIban.replace(/\s/g, ''));
      transaction.ele('RmtInf').ele('Ustrd').txt(sepaText(item.remittance, 140));
    }
  }
  return root.end({ prettyPrint: true });
}
