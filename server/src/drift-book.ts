import type { z } from 'zod';
import type { ContractRoute } from './contract-routes';

/**
 * The drift recorder without Fastify (docs/design/gateway.md#drift-report): validates parsed upstream bodies
 * against the contract and keeps the bounded list of mismatches. Where the counts and lines
 * go is the caller's (the drift plugin passes the metrics counter and the logger).
 */

export type DriftRecord = {
  method: string;
  route: string;
  status: number;
  /** Field path with array indices folded, e.g. `data.items[].amount`; `(status)` for an undeclared status. */
  path: string;
  expected: string;
  seen: string;
  firstSeen: string;
  lastSeen: string;
  count: number;
};

/**
 * Distinct mismatches remembered, each one series of `gateway_contract_drift_total`; one more
 * (`other`) counts the rest. A broken upstream grows neither memory nor the metric's labels.
 */
export const MAX_RECORDS = 200;
const OTHER_KEY = 'other';

function metricLabels(record: DriftRecord): { route: string; status: string; path: string } {
  if (record.route === 'other') return { route: 'other', status: 'other', path: 'other' };
  return { route: `${record.method} ${record.route}`, status: String(record.status), path: record.path };
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function valueAt(body: unknown, path: ReadonlyArray<string | number>): unknown {
  let current: unknown = body;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** The schema inside wrappers that do not change the shape (optional, nullable, default, refine, ...). */
function unwrap(schema: z.ZodTypeAny | undefined): z.ZodTypeAny | undefined {
  let current = schema;
  for (let depth = 0; depth < 20 && current !== undefined; depth += 1) {
    const def = current._def as {
      typeName?: string;
      innerType?: z.ZodTypeAny;
      schema?: z.ZodTypeAny;
      type?: z.ZodTypeAny;
      in?: z.ZodTypeAny;
      getter?: () => z.ZodTypeAny;
    };
    if (def.typeName === 'ZodLazy' && def.getter !== undefined) current = def.getter();
    else if (def.typeName === 'ZodEffects') current = def.schema;
    else if (def.typeName === 'ZodBranded') current = def.type;
    else if (def.typeName === 'ZodPipeline') current = def.in;
    else if (def.innerType !== undefined) current = def.innerType;
    else return current;
  }
  return current;
}

/** How one path step is named in a report, and the schema below it (undefined: lost track). */
function step(schema: z.ZodTypeAny | undefined, key: string | number): { name: string; below: z.ZodTypeAny | undefined } {
  const inner = unwrap(schema);
  const def = inner?._def as
    | {
        typeName?: string;
        valueType?: z.ZodTypeAny;
        type?: z.ZodTypeAny;
        items?: z.ZodTypeAny[];
        options?: z.ZodTypeAny[] | Map<unknown, z.ZodTypeAny>;
        shape?: () => Record<string, z.ZodTypeAny>;
      }
    | undefined;
  if (typeof key === 'number') {
    if (def?.typeName === 'ZodArray') return { name: '[]', below: def.type };
    if (def?.typeName === 'ZodTuple') return { name: '[]', below: def.items?.[key] };
    return { name: '[]', below: undefined };
  }
  if (def?.typeName === 'ZodObject' && def.shape !== undefined) {
    const shape = def.shape();
    if (Object.hasOwn(shape, key)) return { name: key, below: shape[key] };
  }
  if (def?.typeName === 'ZodUnion' || def?.typeName === 'ZodDiscriminatedUnion') {
    const options = def.options instanceof Map ? [...def.options.values()] : (def.options ?? []);
    for (const option of options) {
      const found = step(option, key);
      if (found.name !== '*') return found;
    }
  }
  if (def?.typeName === 'ZodRecord') return { name: '*', below: def.valueType };
  // A key the schema does not name is the upstream's data (a record key: a username, a phone).
  return { name: '*', below: undefined };
}

/**
 * `['data', 3, 'name']` -> `data[].name`: one report per field, whatever the index. Given the
 * schema, record keys fold to `*` too (`data.users.*.name`, never a username): a report names
 * fields, never member data. Without a schema the keys are kept (tests, tools).
 */
export function foldPath(path: ReadonlyArray<string | number>, schema?: z.ZodTypeAny): string {
  let text = '';
  let current = schema;
  for (const key of path) {
    let name: string;
    if (schema === undefined) {
      name = typeof key === 'number' ? '[]' : key;
    } else {
      const next = step(current, key);
      name = next.name;
      current = next.below;
    }
    if (name === '[]') text += '[]';
    else text += text === '' ? name : `.${name}`;
  }
  return text === '' ? '(root)' : text;
}

/** What a failed check wanted, in words (a type, a bound, a format); never the value seen. */
function expectedOf(issue: z.ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_enum_value':
      return `enum(${issue.options.join('|')})`.slice(0, 200);
    case 'invalid_literal':
      return `literal ${JSON.stringify(issue.expected)}`.slice(0, 200);
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      const operator =
        issue.exact === true ? '=' : issue.code === 'too_small' ? (issue.inclusive ? '>=' : '>') : issue.inclusive ? '<=' : '<';
      const measure = issue.type === 'string' || issue.type === 'array' || issue.type === 'set' ? `${issue.type} length` : issue.type;
      return `${measure} ${operator} ${String(bound)}`;
    }
    case 'invalid_string':
      return `string (${typeof issue.validation === 'string' ? issue.validation : 'format'})`;
    case 'not_multiple_of':
      return `multiple of ${String(issue.multipleOf)}`;
    case 'invalid_date':
      return 'valid date';
    case 'invalid_union':
    case 'invalid_union_discriminator':
      return "one of the union's shapes";
    default:
      return issue.message.slice(0, 200);
  }
}

/** Expected vs seen as types only: a value is never copied into a report (personal data). */
function describeIssue(issue: z.ZodIssue, body: unknown): { expected: string; seen: string } {
  if (issue.code === 'invalid_type') return { expected: issue.expected, seen: issue.received };
  return { expected: expectedOf(issue), seen: describeType(valueAt(body, issue.path)) };
}

/** Where a recorder reports: one metric series per record, one warn line per new record. */
export type DriftSink = {
  count(labels: { route: string; status: string; path: string }): void;
  warn(fields: object, message: string): void;
};

export type DriftBook = {
  /** Records one mismatch (a field path already folded). */
  report(method: string, route: ContractRoute, status: number, path: string, expected: string, seen: string): void;
  /** Validates one parsed body against the route's schema for its status. */
  inspect(method: string, route: ContractRoute, status: number, body: unknown): void;
  list(): DriftRecord[];
};

export function createDriftBook(sink: DriftSink): DriftBook {
  const records = new Map<string, DriftRecord>();

  /**
   * One record per distinct mismatch and one metric series per record, so the list and
   * /metrics always agree. Past MAX_RECORDS, new mismatches all count in one `other` record
   * and series: a drifting upstream cannot grow memory or the metric's label set.
   */
  function report(method: string, route: ContractRoute, status: number, path: string, expected: string, seen: string): void {
    const now = new Date().toISOString();
    let key = `${method} ${route.path} ${status} ${path}`;
    let known = records.get(key);
    if (known === undefined && records.size >= MAX_RECORDS) {
      key = OTHER_KEY;
      known = records.get(key);
      if (known === undefined) {
        known = {
          method: 'other',
          route: 'other',
          status: 0,
          path: 'other',
          expected: 'other',
          seen: 'other',
          firstSeen: now,
          lastSeen: now,
          count: 0,
        };
        records.set(key, known);
        sink.warn({ limit: MAX_RECORDS }, 'contract drift: distinct mismatches over the limit, further ones counted as "other"');
      }
    }
    if (known !== undefined) {
      known.count += 1;
      known.lastSeen = now;
      sink.count(metricLabels(known));
      return;
    }
    const record: DriftRecord = { method, route: route.path, status, path, expected, seen, firstSeen: now, lastSeen: now, count: 1 };
    records.set(key, record);
    sink.count(metricLabels(record));
    sink.warn({ drift: { method, route: route.path, status, path, expected, seen } }, 'contract drift');
  }

  function inspect(method: string, route: ContractRoute, status: number, body: unknown): void {
    if (!route.responses.has(status)) {
      const declared = [...route.responses.keys()].join(',');
      report(method, route, status, '(status)', `one of ${declared}`, String(status));
      return;
    }
    const schema = route.responses.get(status);
    if (schema === null || schema === undefined) return;
    const result = schema.safeParse(body);
    if (result.success) return;
    const seenPaths = new Set<string>();
    for (const issue of result.error.issues) {
      const path = foldPath(issue.path, schema);
      if (seenPaths.has(path)) continue;
      seenPaths.add(path);
      const { expected, seen } = describeIssue(issue, body);
      report(method, route, status, path, expected, seen);
    }
  }

  return { report, inspect, list: () => [...records.values()] };
}
