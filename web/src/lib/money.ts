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

const signedBahtFormatter = formatterOnFirstUse({
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** Baht with its sign (+1,234.50 / -80.00), for win/loss and ledger movements. */
export function formatSignedBaht(amount: number): string {
  return signedBahtFormatter().format(amount);
}

const trimmedSignedFormatter = formatterOnFirstUse({ maximumFractionDigits: 2, signDisplay: 'exceptZero' });

/** Baht with its sign and only the decimals it has (+5, +2.5, +1,234.56): exact, where a cell is narrow. */
export function formatTrimmedSignedBaht(amount: number): string {
  return trimmedSignedFormatter().format(amount);
}

const compactSignedFormatter = formatterOnFirstUse({
  notation: 'compact',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** A signed amount in a few characters (+200, -1.5K), where a chart has no room for 2 decimals. */
export function formatCompactSignedBaht(amount: number): string {
  return compactSignedFormatter().format(amount);
}
