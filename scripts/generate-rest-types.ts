/**
 * Writes the gateway's REST types (gateway/src/generated/rest-api.ts) from the
 * api's OpenAPI document, so the gateway reads the answers the api really
 * describes. Run `npm run codegen:rest` after changing a route's schemas and
 * commit the output; tests/shared/rest-contract.api.test.ts fails until then.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderRestTypes, REST_TYPES_FILE } from './rest-types/render-rest-types';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(join(root, REST_TYPES_FILE), await renderRestTypes());
console.log(`wrote ${REST_TYPES_FILE}`);
