import { onFirstUse } from './on-first-use';

/** A th-TH number formatter, made on first use. */
function formatterOnFirstUse(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  return onFirstUse(() => new Intl.NumberFormat('th-TH', options));
}

const bahtFormatter = formatterOnFirstUse({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integerFormatter = formatterOnFirstUse({ maximumFractionDigits: 0 });

/** Baht with 2 decimals and Thai grouping, e.g. 1,234.50 (docs/conventions.md: the only money formatter). */
export function formatBaht(amount: number): string {
  return bahtFormatter().format(amount);
}

/** Whole numbers such as points, with Thai grouping. */
export function formatInteger(value: number): string {
  return integerFormatter().format(value);
}

/**
 * Whether this engine knows `signDisplay` (Safari before 14.1 ignores it and showed a positive
 * amount without its "+").
 */
const knowsSignDisplay = onFirstUse(
  () => new Intl.NumberFormat('th-TH', { signDisplay: 'exceptZero' }).resolvedOptions().signDisplay === 'exceptZero',
);

/** A formatter that signs every amount it does not show as zero (+1.00, -1.00, 0.00), in every engine. */
function signedOnFirstUse(options: Intl.NumberFormatOptions): (amount: number) => string {
  const formatter = formatterOnFirstUse({ ...options, signDisplay: 'exceptZero' });
  return (amount) => {
    const text = formatter().format(amount);
    if (knowsSignDisplay()) return text;
    if (!/[1-9]/.test(text)) return formatter().format(0); // -0.001 shows as 0.00, unsigned
    return amount > 0 ? `+${text}` : text;
  };
}

const signedBaht = signedOnFirstUse({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Baht with its sign (+1,234.50 / -80.00), for win/loss and ledger movements. */
export function formatSignedBaht(amount: number): string {
  return signedBaht(amount);
}

const trimmedSignedBaht = signedOnFirstUse({ maximumFractionDigits: 2 });

/** Baht with its sign and only the decimals it has (+5, +2.5, +1,234.56): exact, where a cell is narrow. */
export function formatTrimmedSignedBaht(amount: number): string {
  return trimmedSignedBaht(amount);
}

const compactSignedBaht = signedOnFirstUse({ notation: 'compact', maximumFractionDigits: 1 });

/** A signed amount in a few characters (+200, -1.5K), where a chart has no room for 2 decimals. */
export function formatCompactSignedBaht(amount: number): string {
  return compactSignedBaht(amount);
}
