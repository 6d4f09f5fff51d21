import { isZodType, type AppRoute } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import { contract } from './contract';
import { routePolicy } from './routes';

type Domain = keyof typeof contract;

/**
 * One tag per domain of the contract (the generator tags each operation with its domain key).
 * Typed by the contract's keys, so a new domain without a description does not compile.
 */
const domainTags: Record<Domain, string> = {
  auth: 'Logging in: a bearer token for the member routes',
  settings: "The brand's settings and configuration entries; the member's promotion settings",
  user: "The member's profile, level, password, win/loss and transactions",
  games: 'Credit, game lists and opening games',
  deposit: 'Where to transfer deposits to; the public deposit ticker',
  withdraw: 'Withdrawals to the registered bank account and their history; the public ticker',
  slip: 'Deposits by transfer slip: verify, confirm, request',
  affiliate: 'Invite code, downline and affiliate bonus',
  rewards: 'Rewards claimed with points',
  wheel: 'The prize wheel (server-drawn spins)',
  flipCard: 'The flip-card games (server-dealt cards)',
  checkIn: 'Daily check-in',
  announcements: 'Announcements, public and for members',
  address: "The member's delivery address for physical rewards",
  registration: 'Registering a new member and checking its fields',
  bank: 'Bank account holder look-up for registration',
};

/**
 * The API reads a missing body as `{}` (a real API's habit the mock copies), so a body is
 * required exactly when `{}` is not a valid one: generated clients then type it as required.
 */
function needsBody(route: AppRoute): boolean {
  return 'body' in route && isZodType(route.body) && !route.body.safeParse({}).success;
}

/**
 * The generator (zod -> JSON Schema) writes `exclusiveMinimum: 0` as JSON Schema 2019 does, but
 * this is an OpenAPI 3.0 document, where `exclusiveMinimum`/`exclusiveMaximum` are booleans that
 * qualify `minimum`/`maximum`. Rewrites every schema in place.
 */
function toOpenApi30Bounds(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) toOpenApi30Bounds(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  for (const [bound, exclusive] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    const limit = schema[exclusive];
    if (typeof limit === 'number') {
      schema[bound] = limit;
      schema[exclusive] = true;
    }
  }
  for (const value of Object.values(schema)) toOpenApi30Bounds(value);
}

/**
 * The OpenAPI 3.0 document of the member API, generated from the contract. It passes Redocly's
 * recommended rules and Spectral's `spectral:oas` (contract/src/openapi.test.ts runs both), so
 * generators and linters that do not use ts-rest can use it.
 */
export function buildOpenApiDocument() {
  const document = generateOpenApi(
    contract,
    {
      info: {
        title: 'Member site API',
        version: '1.0.0',
        description:
          "The member site's API as the web app uses it. Member routes (/api/auth/*, except login) need `Authorization: Bearer <token>` from `POST /api/auth/login`; public routes need nothing. Errors are `{ message }` in Thai.",
      },
      // First the origin the document is served from, so the explorer at the gateway's /docs
      // calls its own gateway (`npm start`: http://localhost:8080).
      servers: [
        { url: '/', description: 'The gateway that serves this document at /docs/openapi.json' },
        { url: 'http://127.0.0.1:4010', description: 'The stand-alone mock API (`mock-api/src/server.ts`, MOCK_PORT)' },
      ],
      tags: Object.entries(domainTags).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, route) => ({
        ...operation,
        // Every operation says what it needs, from the route's policy metadata: the bearer token, or nothing (`security: []`).
        security: routePolicy(route).access === 'member' ? [{ bearer: [] }] : [],
        ...(operation.requestBody && { requestBody: { ...operation.requestBody, required: needsBody(route) } }),
      }),
    },
  );
  toOpenApi30Bounds(document.paths);
  toOpenApi30Bounds(document.components);
  return document;
}
