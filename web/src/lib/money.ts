const bahtFormatter = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integerFormatter = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 });

/** Baht with 2 decimals and Thai grouping, e.g. 1,234.50 (docs/conventions.md: the only money formatter). */
export function formatBaht(amount: number): string {
  return bahtFormatter.format(amount);
}

/** Whole numbers such as points, with Thai grouping. */
export function formatInteger(value: number): string {
  return integerFormatter.format(value);
}

const signedBahtFormatter = new Intl.NumberFormat('th-TH', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** Baht with its sign (+1,234.50 / -80.00), for win/loss and ledger movements. */
export function formatSignedBaht(amount: number): string {
  return signedBahtFormatter.format(amount);
}

const trimmedSignedFormatter = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2, signDisplay: 'exceptZero' });

/** Baht with its sign and only the decimals it has (+5, +2.5, +1,234.56): exact, where a cell is narrow. */
export function formatTrimmedSignedBaht(amount: number): string {
  return trimmedSignedFormatter.format(amount);
}

const compactSignedFormatter = new Intl.NumberFormat('th-TH', {
  notation: 'compact',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** A signed amount in a few characters (+200, -1.5K), where a chart has no room for 2 decimals. */
export function formatCompactSignedBaht(amount: number): string {
  return compactSignedFormatter.format(amount);
}
