/**
 * Writes docs/openapi.json from the contract, then the types openapi-typescript generates from
 * that document (`npm run openapi`). Tests compare both committed files with a fresh
 * generation, so neither can drift from the contract.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@site/contract/openapi';
import { CLIENT_TYPES_FILE, generateClientTypes } from './lib/openapi-client/generate';

const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
const json = `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
writeFileSync(target, json);
console.log(`wrote ${target}`);

writeFileSync(CLIENT_TYPES_FILE, await generateClientTypes(JSON.parse(json)));
console.log(`wrote ${fileURLToPath(CLIENT_TYPES_FILE)}`);
