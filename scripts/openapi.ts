/**
 * Writes docs/openapi.json from the contract (`npm run openapi`), then the client types
 * openapi-typescript generates from it. `--check` writes nothing and fails when the committed
 * document is not the contract's (`npm run validate` runs it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@site/contract/openapi';
import { CLIENT_TYPES_FILE, writeClientTypes } from './lib/openapi-client/generate';

const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
const json = `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') === json) process.exit(0);
  console.error('docs/openapi.json is not what the contract says: run npm run openapi and commit it');
  process.exit(1);
}
writeFileSync(target, json);
console.log(`wrote ${target}`);

await writeClientTypes(JSON.parse(json));
console.log(`wrote ${fileURLToPath(CLIENT_TYPES_FILE)}`);
