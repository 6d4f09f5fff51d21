import { renameSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';
import { buildOpenApiDocument } from '@site/contract/openapi';

/**
 * Where the client's generated types go. Generated, not committed (.gitignore): `npm run
 * validate` writes them before the type check, and the client test writes them in its setup.
 */
export const CLIENT_TYPES_FILE = new URL('./member-api.d.ts', import.meta.url);

/**
 * The TypeScript types openapi-typescript generates from the OpenAPI document (what `npm run
 * openapi` writes to docs/openapi.json and the gateway serves), as any team that does not use
 * ts-rest would: from the JSON, not from the contract's types.
 */
export async function generateClientTypes(document: unknown = JSON.parse(JSON.stringify(buildOpenApiDocument()))): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3);
  return `${COMMENT_HEADER}${astToString(ast)}`;
}

/** Writes the generated types beside the client; returns what it wrote. */
export async function writeClientTypes(document?: unknown): Promise<string> {
  const types = await generateClientTypes(document);
  // written aside, then renamed: validate's type check may be reading the file at the same time
  const aside = new URL(`./member-api.${process.pid}.tmp`, CLIENT_TYPES_FILE);
  writeFileSync(aside, types);
  renameSync(aside, CLIENT_TYPES_FILE);
  return types;
}

// `tsx scripts/lib/openapi-client/generate.ts`: what validate runs before the type check
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await writeClientTypes();
