/**
 * Field-level expectations for scenario steps. An expectation is a partial shape of the value:
 * objects list only the fields that matter, arrays are compared item by item (same length),
 * and any position may hold a matcher (`is.*`) instead of a literal. A comparison returns every
 * mismatching field with its path, what was expected and what was seen.
 */

import type { Mismatch } from '@site/contract/scenario-report';

export type { Mismatch } from '@site/contract/scenario-report';

export interface Matcher {
  readonly kind: 'matcher';
  /** Shown in reports as the expected value, e.g. "a number > 0". */
  readonly describe: string;
  test(seen: unknown): boolean;
}

export type Expected = unknown;

/** Money travels as baht with at most 2 decimals; sums of such floats carry noise far below a satang. */
const NUMBER_TOLERANCE = 1e-6;

const THAI_SCRIPT = /[\u0E00-\u0E7F]/;

function matcher(describe: string, test: (seen: unknown) => boolean): Matcher {
  return { kind: 'matcher', describe, test };
}

export function isMatcher(value: unknown): value is Matcher {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'matcher' &&
    typeof (value as Matcher).test === 'function'
  );
}

const isNumber = (seen: unknown): seen is number => typeof seen === 'number' && Number.isFinite(seen);

/** Matchers for values that are known only by a property, not by a literal. */
export const is = {
  anything: () => matcher('anything present', (seen) => seen !== undefined),
  absent: () => matcher('absent', (seen) => seen === undefined),
  string: () => matcher('a string', (seen) => typeof seen === 'string'),
  nonEmptyString: () => matcher('a non-empty string', (seen) => typeof seen === 'string' && seen.length > 0),
  number: () => matcher('a number', isNumber),
  /** A message a member can read: non-empty and written in Thai script. */
  thaiText: () => matcher('a message in Thai', (seen) => typeof seen === 'string' && THAI_SCRIPT.test(seen)),
  greaterThan: (bound: number) => matcher(`a number > ${bound}`, (seen) => isNumber(seen) && seen > bound + NUMBER_TOLERANCE),
  atLeast: (bound: number) => matcher(`a number >= ${bound}`, (seen) => isNumber(seen) && seen >= bound - NUMBER_TOLERANCE),
  atMost: (bound: number) => matcher(`a number <= ${bound}`, (seen) => isNumber(seen) && seen <= bound + NUMBER_TOLERANCE),
  between: (low: number, high: number) =>
    matcher(`a number in [${low}, ${high}]`, (seen) => isNumber(seen) && seen >= low - NUMBER_TOLERANCE && seen <= high + NUMBER_TOLERANCE),
  oneOf: (...values: readonly unknown[]) =>
    matcher(`one of ${values.map((v) => JSON.stringify(v)).join(', ')}`, (seen) => values.some((v) => compare(v, seen).length === 0)),
  not: (value: unknown) => matcher(`anything but ${describeExpected(value)}`, (seen) => compare(value, seen).length > 0),
  matching: (pattern: RegExp) => matcher(`a string matching ${String(pattern)}`, (seen) => typeof seen === 'string' && pattern.test(seen)),
  arrayOfLength: (length: number) => matcher(`an array of ${length} items`, (seen) => Array.isArray(seen) && seen.length === length),
  /** An array holding, for each expected item, at least one item matching it. */
  arrayContaining: (items: readonly unknown[]) =>
    matcher(
      `an array containing ${items.map(describeExpected).join(', ')}`,
      (seen) => Array.isArray(seen) && items.every((item) => seen.some((s) => compare(item, s).length === 0)),
    ),
  /** An array none of whose items match. */
  arrayWithout: (item: unknown) =>
    matcher(
      `an array without ${describeExpected(item)}`,
      (seen) => Array.isArray(seen) && !seen.some((s) => compare(item, s).length === 0),
    ),
  /** Escape hatch for a rule that no literal expresses; `describe` is what reports show. */
  satisfying: (describe: string, test: (seen: unknown) => boolean) => matcher(describe, test),
};

export function describeExpected(expected: unknown): string {
  if (isMatcher(expected)) return expected.describe;
  if (expected === undefined) return 'undefined';
  return JSON.stringify(expected);
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

/** Compares a seen value with an expectation; an empty list means it matches. */
export function compare(expected: Expected, seen: unknown, path = ''): Mismatch[] {
  if (isMatcher(expected)) {
    return expected.test(seen) ? [] : [{ path, expected: expected.describe, seen }];
  }
  if (typeof expected === 'number' && isNumber(seen)) {
    return Math.abs(expected - seen) <= NUMBER_TOLERANCE ? [] : [{ path, expected: JSON.stringify(expected), seen }];
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(seen)) return [{ path, expected: `an array of ${expected.length} items`, seen }];
    if (seen.length !== expected.length) return [{ path: join(path, 'length'), expected: String(expected.length), seen: seen.length }];
    return expected.flatMap((item, index) => compare(item, seen[index], join(path, index)));
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof seen !== 'object' || seen === null || Array.isArray(seen)) return [{ path, expected: 'an object', seen }];
    return Object.entries(expected).flatMap(([key, value]) => compare(value, (seen as Record<string, unknown>)[key], join(path, key)));
  }
  return Object.is(expected, seen) ? [] : [{ path, expected: describeExpected(expected), seen }];
}
