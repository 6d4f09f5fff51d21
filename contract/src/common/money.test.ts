import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_BAHT, Money, PositiveAmount, SignedAmount } from './money';

const THAI = /[\u0E00-\u0E7F]/;

function refusal(schema: z.ZodTypeAny, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'refused');
}

/** Amounts on the wire: exactly 2 decimals at most, at least a satang, at most MAX_BAHT (docs/design/money-and-time.md#amounts). */
describe('money schemas', () => {
  const hostile = [1e-9, 0.001, 10.999999999, 0.30000000000000004, 1e306, MAX_BAHT + 0.01, Number.NaN, Infinity];

  it('PositiveAmount refuses dust, hidden decimals and huge numbers with a Thai message', () => {
    for (const value of hostile) expect(refusal(PositiveAmount, value), String(value)).toMatch(THAI);
    for (const value of [0, -1]) expect(refusal(PositiveAmount, value), String(value)).toMatch(THAI);
    for (const value of [0.01, 1.15, 10.99, 500, MAX_BAHT]) expect(refusal(PositiveAmount, value), String(value)).toBeNull();
  });

  it('SignedAmount (control adjustments) refuses the same, either sign, and zero', () => {
    for (const value of [...hostile, ...hostile.map((v) => -v), 0]) expect(refusal(SignedAmount, value), String(value)).toMatch(THAI);
    for (const value of [0.01, -0.01, -250.5, MAX_BAHT, -MAX_BAHT]) expect(refusal(SignedAmount, value), String(value)).toBeNull();
  });

  it('Money (balances and any amount shown) refuses hidden decimals and non-finite numbers', () => {
    for (const value of [1e-9, 10.999999999, Infinity, Number.NaN]) expect(refusal(Money, value), String(value)).toMatch(THAI);
    for (const value of [0, -12.5, 1234567.89]) expect(refusal(Money, value), String(value)).toBeNull();
  });
});
