/**
 * Writes docs/openapi.json from the contract (`npm run openapi`). A test compares the committed
 * file with a fresh generation, so the document can never drift from the contract.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@site/contract/openapi';

const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`wrote ${target}`);
