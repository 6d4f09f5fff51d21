import { type ThaiBank } from '@site/contract/rules';

/** Black or white, whichever reads better on the bank's colour (WCAG relative luminance). */
function readableTextColor(hex: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** The mark's width in ems, roughly: dots are narrow, Thai vowel and tone marks take none. */
function markWidth(mark: string): number {
  return [...mark].reduce((sum, ch) => sum + (ch === '.' ? 0.3 : /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/.test(ch) ? 0 : 0.68), 0);
}

/**
 * A bank's round badge in its brand colour with the short form members know it by (K, SCB,
 * ธกส), as large as the disc allows; decorative next to the bank's name.
 */
export function BankLogo({ bank, size = 36 }: { bank: ThaiBank; size?: number }) {
  const ink = readableTextColor(bank.color);
  const fontSize = Math.min(20, 30 / markWidth(bank.mark));
  return (
    <svg className="bank-logo" viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill={bank.color} />
      <circle cx="20" cy="20" r="17" fill="none" stroke={ink} strokeOpacity="0.35" strokeWidth="1" />
      <text x="20" y={(20 + fontSize * 0.36).toFixed(1)} textAnchor="middle" fontSize={fontSize.toFixed(1)} fontWeight="700" fill={ink}>
        {bank.mark}
      </text>
    </svg>
  );
}
