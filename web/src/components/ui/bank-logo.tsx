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

/** A bank's round logo badge in its brand colour with its code (decorative next to the name). */
export function BankLogo({ bank, size = 36 }: { bank: ThaiBank; size?: number }) {
  return (
    <svg className="bank-logo" viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill={bank.color} />
      <text
        x="20"
        y="24"
        textAnchor="middle"
        fontSize={bank.code.length > 4 ? 8 : 10}
        fontWeight="700"
        fill={readableTextColor(bank.color)}
      >
        {bank.code}
      </text>
    </svg>
  );
}
