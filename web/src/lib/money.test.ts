import { describe, expect, it, vi } from 'vitest';
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

describe('in an engine that ignores signDisplay (Safari before 14.1)', () => {
  it('still signs every amount it does not show as zero', async () => {
    class IgnoresSignDisplay extends Intl.NumberFormat {
      constructor(locales?: string | string[], options: Intl.NumberFormatOptions = {}) {
        super(locales, { ...options, signDisplay: undefined });
      }
    }
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as typeof Intl, { NumberFormat: IgnoresSignDisplay }));
    vi.resetModules();
    try {
      const money = await import('./money');
      const shown = [200, -80, 0, -0.001].map((amount) => money.formatSignedBaht(amount));
      expect(shown).toEqual(['+200.00', '-80.00', '0.00', '0.00']);
      expect([money.formatTrimmedSignedBaht(2.5), money.formatCompactSignedBaht(25000), money.formatCompactSignedBaht(-1500)]).toEqual([
        '+2.5',
        '+25K',
        '-1.5K',
      ]);
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});
