import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

/** The ISO 20022 schema of SEPA direct-debit files, as published (fixtures/). */
const SCHEMA = readFileSync(new URL('./fixtures/pain.008.001.02.xsd', import.meta.url), 'utf8');

/** What libxml2 finds wrong with a pain.008.001.02 file by its schema (none: valid). */
export async function painSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'batch.xml', contents: xml }],
    schema: [{ fileName: 'pain.008.001.02.xsd', contents: SCHEMA }],
  });
  return result.errors.map((error) => error.message);
}
