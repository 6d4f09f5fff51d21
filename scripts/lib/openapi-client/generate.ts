import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';

/** Where `npm run openapi` writes the client's types (a test checks they are fresh). */
export const CLIENT_TYPES_FILE = new URL('./member-api.d.ts', import.meta.url);

/**
 * The TypeScript types openapi-typescript generates from the OpenAPI document, as any team
 * outside the ts-rest world would: nothing here reads the contract.
 */
export async function generateClientTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3);
  return `${COMMENT_HEADER}${astToString(ast)}`;
}
