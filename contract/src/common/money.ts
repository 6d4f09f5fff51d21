import { z } from 'zod';
import { validationMessages as m } from './messages';

/** Largest amount the product handles in one value: 99,999,999.99 baht. */
export const MAX_BAHT = 99_999_999.99;

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

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
