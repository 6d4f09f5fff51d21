import { z } from 'zod';
import { validationMessages as m } from './messages';

/** Largest amount anyone moves in one request: 99,999,999.99 baht (docs/design/money-and-time.md#amounts). */
export const MAX_BAHT = 99_999_999.99;

/** The smallest amount that moves money: one satang. */
export const MIN_BAHT = 0.01;

/**
 * At most 2 decimals, exactly: the number is the double nearest to some whole count of satang.
 * A tolerance would let 1e-9 (0 satang) or 10.999999999 (rounded to 11) through.
 */
const hasAtMostTwoDecimals = (value: number) => Math.round(value * 100) / 100 === value;

/** Baht on the wire: a number with at most 2 decimals. Inside the mock, money is integer satang. */
export const Money = z
  .number({ invalid_type_error: m.invalid, required_error: m.required })
  .finite(m.invalid)
  .refine(hasAtMostTwoDecimals, m.amountDecimals);

/** An amount a member asks to move: positive, at most 2 decimals, bounded. */
export const PositiveAmount = z
  .number({ invalid_type_error: m.amountPositive, required_error: m.amountPositive })
  .finite(m.invalid)
  .positive(m.amountPositive)
  .min(MIN_BAHT, m.amountTooSmall)
  .max(MAX_BAHT, m.amountTooLarge)
  .refine(hasAtMostTwoDecimals, m.amountDecimals);

/**
 * An amount QA moves through the control API, either way: a credit or a debit of one satang to
 * MAX_BAHT, at most 2 decimals.
 */
export const SignedAmount = z
  .number({ invalid_type_error: m.invalid, required_error: m.required })
  .finite(m.invalid)
  .refine((value) => Math.abs(value) >= MIN_BAHT, m.amountTooSmall)
  .refine((value) => Math.abs(value) <= MAX_BAHT, m.amountTooLarge)
  .refine(hasAtMostTwoDecimals, m.amountDecimals);

/** A starting credit QA gives a new member: 0 to MAX_BAHT, at most 2 decimals. */
export const StartingCredit = z
  .number({ invalid_type_error: m.invalid, required_error: m.required })
  .finite(m.invalid)
  .min(0, m.amountPositive)
  .max(MAX_BAHT, m.amountTooLarge)
  .refine(hasAtMostTwoDecimals, m.amountDecimals);

export type Baht = z.infer<typeof Money>;

/** Converts baht to integer satang, rounding away float noise (0.1 + 0.2 -> 30). */
export function toSatang(baht: number): number {
  return Math.round(baht * 100);
}

/** Converts integer satang to baht for the wire. */
export function fromSatang(satang: number): number {
  if (!Number.isInteger(satang)) throw new TypeError(`satang must be an integer, got ${satang}`);
  return satang / 100;
}
