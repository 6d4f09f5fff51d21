/**
 * A value made the first time it is asked for, then kept. For th-TH `Intl` formatters: the first
 * of each kind loads ICU's Thai data (numbers, the Buddhist calendar), tens of milliseconds of
 * main thread on a phone, which a module should not pay when it loads, nor a screen that never
 * formats one.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
