import { create } from 'xmlbuilder2';
import { describe, expect, it } from 'vitest';
import {
  renderDirectDebitBatch,
  type DirectDebitBatch,
  type DirectDebitCollection,
} from '../../api/src/invoices/documents/direct-debit-batch';

import { painSchemaErrors as schemaErrors } from './pain-schema';

const collection = (
  index: number,
  sequence: 'FRST' | 'RCUR',
  amountCents: number,
): DirectDebitCollection => ({
  endToEndId: `2026-00012${index}`,
  amountCents,
  mandateId: `LP-MANDAAT-${index}`,
  mandateSignedOn: '2026-03-01',
  sequence,
  debtorName: `Installatiebedrijf Müller & Zn ${index}`,
  debtorIban: 'NL02 RABO 0123 4567 89',
  debtorBic: index % 2 === 0 ? 'RABONL2U' : null,
  remittance: `Factuur 2026-00012${index}`,
});

const batch = (collections: DirectDebitCollection[]): DirectDebitBatch => ({
  messageId: 'LP-INCASSO-20261124',
  createdAt: new Date('2026-11-24T09:00:00Z'),
  collectionDate: '2026-11-28',
  creditor: {
    name: 'Leadportaal B.V.',
    iban: 'NL91ABNA0417164300',
    bic: 'ABNANL2A',
    creditorId: 'NL98ZZZ876543210000',
  },
  collections,
});

describe('the SEPA direct-debit batch (pain.008.001.02)', () => {
  it('is valid by the schema, with first and recurring collections in their own blocks', async () => {
    const xml = renderDirectDebitBatch(
      batch([
        collection(1, 'FRST', 10),
        collection(2, 'RCUR', 10),
        collection(3, 'RCUR', 10),
        collection(4, 'FRST', 125050),
      ]),
    );
    expect(await schemaErrors(xml)).toEqual([]);
    const parsed = create(xml).end({ format: 'object' }) as {
      Document: {
        CstmrDrctDbtInitn: { GrpHdr: Record<string, string>; PmtInf: Record<string, unknown>[] };
      };
    };
    const { GrpHdr, PmtInf } = parsed.Document.CstmrDrctDbtInitn;
    expect(GrpHdr.NbOfTxs).toBe('4');
    expect(GrpHdr.CtrlSum).toBe('1250.80');
    expect(
      PmtInf.map((block) => [
        (block.PmtTpInf as { SeqTp: string }).SeqTp,
        block.NbOfTxs,
        block.CtrlSum,
      ]),
    ).toEqual([
      ['FRST', '2', '1250.60'],
      ['RCUR', '2', '0.20'],
    ]);
    expect(xml).toContain('<Nm>Installatiebedrijf Muller Zn 1</Nm>');
    expect(xml).toContain('<IBAN>NL02RABO0123456789</IBAN>');
  });

  it('is valid with one sequence type only', async () => {
    expect(
      await schemaErrors(renderDirectDebitBatch(batch([collection(1, 'RCUR', 4999)]))),
    ).toEqual([]);
  });

  it('has a schema check that catches a broken file', async () => {
    const xml = renderDirectDebitBatch(batch([collection(1, 'FRST', 100)])).replace(
      '<SeqTp>FRST</SeqTp>',
      '<SeqTp>ONCE-MORE</SeqTp>',
    );
    expect((await schemaErrors(xml)).length).toBeGreaterThan(0);
  });

  it('refuses an empty batch', () => {
    expect(() => renderDirectDebitBatch(batch([]))).toThrow();
  });
});
