/**
 * Writes docs/openapi.json from the contract (`npm run openapi`; generated, not committed:
 * docs/design/contract.md#openapi), then the client types openapi-typescript generates from it.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@site/contract/openapi';
import { CLIENT_TYPES_FILE, writeClientTypes } from './lib/openapi-client/generate';

const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
const json = `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
writeFileSync(target, json);
console.log(`wrote ${target}`);

await writeClientTypes(JSON.parse(json));
console.log(`wrote ${fileURLToPath(CLIENT_TYPES_FILE)}`);
