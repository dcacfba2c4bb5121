/**
 * Writes the gateway's REST types (gateway/src/generated/rest-api.ts) from the
 * api's OpenAPI document, so the gateway reads the answers the api really
 * describes. Run `npm run codegen:rest` after changing a route's schemas and
 * commit the output. With `--check` it writes nothing and fails when the committed
 * file is out of date (part of `npm run check`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderRestTypes, REST_TYPES_FILE } from './rest-types/render-rest-types';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, REST_TYPES_FILE);
const rendered = await renderRestTypes();
if (process.argv.includes('--check')) {
  if (readFileSync(file, 'utf8') !== rendered) {
    console.error(`${REST_TYPES_FILE} is out of date: run npm run codegen and commit it.`);
    process.exitCode = 1;
  } else console.log(`${REST_TYPES_FILE} is up to date`);
} else {
  writeFileSync(file, rendered);
  console.log(`wrote ${REST_TYPES_FILE}`);
}
