import { describe, expect, it } from 'vitest';
import { formatBaht, formatCompactSignedBaht, formatSignedBaht, formatTrimmedSignedBaht } from './money';

describe('money formatting (th-TH)', () => {
  it('writes baht with 2 decimals and Thai grouping, signed where a movement is shown', () => {
    expect(formatBaht(1234.5)).toBe('1,234.50');
    expect(formatSignedBaht(200)).toBe('+200.00');
    expect(formatSignedBaht(-80)).toBe('-80.00');
    expect(formatSignedBaht(0)).toBe('0.00');
  });

  it('shortens a chart label to a few characters, keeping the sign', () => {
    expect(formatCompactSignedBaht(200)).toBe('+200');
    expect(formatCompactSignedBaht(-1500)).toBe('-1.5K');
    expect(formatCompactSignedBaht(25000)).toBe('+25K');
    expect(formatCompactSignedBaht(0)).toBe('0');
  });

  it('drops only the decimals an amount does not have, never rounding one away', () => {
    expect(formatTrimmedSignedBaht(5)).toBe('+5');
    expect(formatTrimmedSignedBaht(2.5)).toBe('+2.5');
    expect(formatTrimmedSignedBaht(2.55)).toBe('+2.55');
    expect(formatTrimmedSignedBaht(1234.56)).toBe('+1,234.56');
  });
});
