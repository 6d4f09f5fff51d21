import fc from 'fast-check';
import { flattenContract } from '@site/contract';
import { DEMO_MEMBERS } from '@site/mock-api';

/**
 * Hostile requests over every route of the contract, as an attacker sends them: odd path
 * parameters (very long, Thai, emoji, NUL, `..`, percent-encodings), bodies from nothing to
 * 2 MB of JSON (and broken JSON, the wrong type), no token, a forged one or a real one.
 * Seeded: the same seed gives the same stream, so a run that found something can be replayed.
 * Bodies are described, not built, until sent: 20,000 requests never sit in memory at once.
 */

export type TokenKind = 'none' | 'forged' | 'real';

export type BodySpec =
  | { kind: 'none' }
  | { kind: 'empty-object' }
  | { kind: 'json'; value: unknown }
  | { kind: 'broken-json'; text: string }
  | { kind: 'big-json'; bytes: number }
  | { kind: 'text'; text: string };

export type HostileRequestSpec = {
  /** Dotted contract name of the route, e.g. `slip.verify`. */
  route: string;
  method: string;
  path: string;
  token: TokenKind;
  body: BodySpec;
};

export type HostileRequest = {
  route: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
};

/** Every route of the member API (the contract the gateway proxies). */
export const HOSTILE_ROUTES = flattenContract();

const [demo] = DEMO_MEMBERS;

/**
 * Path parameter values: plausible ones, and the odd ones an attacker tries. Only bytes a
 * client may put in a request line (HTTP clients refuse raw spaces and non-ASCII), so Thai
 * and emoji travel percent-encoded, as a browser sends them.
 */
const parameterValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(demo.uuid, demo.username, 'DEMO2024', '0812345678', 'casino'),
  fc.uuid().map(String),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.integer({ min: 120, max: 6_000 }).map((length) => 'a'.repeat(length)),
  fc.constantFrom(encodeURIComponent('สมาชิก'), encodeURIComponent('🎰💰'), '%F0%9F%8E%B0'),
  fc.constantFrom('%00', 'a%00b', '..', '%2e%2e', '%2E%2E%2Fadmin', '..%2f..%2fetc%2fpasswd', '%252e%252e'),
  fc.constantFrom('%', '%zz', '%E0%B8', '%C0%AF', '%ff%fe'),
  fc.constantFrom('null', 'undefined', '-1', '0', '1e309', encodeURIComponent("' OR 1=1 --"), '<script>'),
);

const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({ uuid: fc.constant(demo.uuid), amount: fc.oneof(fc.integer(), fc.double(), fc.string()) }),
  fc.record({ username: fc.string({ maxLength: 30 }), password: fc.string({ maxLength: 30 }) }),
);

const bodySpec: fc.Arbitrary<BodySpec> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<BodySpec>({ kind: 'none' }) },
  { weight: 3, arbitrary: fc.constant<BodySpec>({ kind: 'empty-object' }) },
  { weight: 4, arbitrary: jsonValue.map((value): BodySpec => ({ kind: 'json', value })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('{"a":', '{', 'null', '[]', '"', '{"__proto__":{"x":1}}', '\u0000')
      .map((text): BodySpec => ({ kind: 'broken-json', text })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(1_024, 64 * 1_024, 300 * 1_024, 1_024 * 1_024, 2 * 1_024 * 1_024)
      .map((bytes): BodySpec => ({ kind: 'big-json', bytes })),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((text): BodySpec => ({ kind: 'text', text })) },
);

const tokenKind: fc.Arbitrary<TokenKind> = fc.constantFrom('none', 'forged', 'real', 'real');

const requestSpec: fc.Arbitrary<HostileRequestSpec> = fc
  .record({
    entry: fc.constantFrom(...HOSTILE_ROUTES),
    values: fc.array(parameterValue, { minLength: 3, maxLength: 3 }),
    query: fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 30 }), { maxKeys: 3 }), { freq: 4 }),
    token: tokenKind,
    body: bodySpec,
  })
  .map(({ entry, values, query, token, body }) => {
    let index = 0;
    const path = entry.path.replace(/:\w+/g, () => values[index++ % values.length] ?? '');
    const search = query === null ? '' : `?${new URLSearchParams(query).toString()}`;
    const method = entry.method;
    return { route: entry.name, method, path: path + search, token, body: method === 'GET' ? { kind: 'none' } : body };
  });

/** The first `count` requests of the stream for `seed` (the same seed always gives the same ones). */
export function hostileRequestSpecs(seed: number, count: number): HostileRequestSpec[] {
  return fc.sample(requestSpec, { seed, numRuns: count });
}

/** A forged session token: well-formed HS256 JWT shape, signed with a key the mock does not have. */
export const FORGED_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI2ZjFjMmI3ZS00YTBkLTRjMWUtOWI4YS0xZDJlM2Y0YTViNmMiLCJ1c2VybmFtZSI6ImRlbW8iLCJucyI6ImRlZmF1bHQifQ.bm90LXRoZS1yZWFsLXNpZ25hdHVyZQ';

/** A JSON document of about `bytes` bytes. */
function bigJson(bytes: number): string {
  return JSON.stringify({ uuid: demo.uuid, padding: 'x'.repeat(Math.max(0, bytes - 60)) });
}

function bodyText(body: BodySpec): { text: string | undefined; type: string | undefined } {
  switch (body.kind) {
    case 'none':
      return { text: undefined, type: undefined };
    case 'empty-object':
      return { text: '{}', type: 'application/json' };
    case 'json':
      return { text: JSON.stringify(body.value) ?? 'null', type: 'application/json' };
    case 'broken-json':
      return { text: body.text, type: 'application/json' };
    case 'big-json':
      return { text: bigJson(body.bytes), type: 'application/json' };
    case 'text':
      return { text: body.text, type: 'text/plain; charset=utf-8' };
  }
}

/** The request as sent: headers and body built from the spec, `realToken` for a real session. */
export function materialise(spec: HostileRequestSpec, realToken: string): HostileRequest {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (spec.token === 'real') headers.authorization = `Bearer ${realToken}`;
  if (spec.token === 'forged') headers.authorization = `Bearer ${FORGED_TOKEN}`;
  const { text, type } = bodyText(spec.body);
  if (type !== undefined) headers['content-type'] = type;
  return { route: spec.route, method: spec.method, path: spec.path, headers, body: text };
}
