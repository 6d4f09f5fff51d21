import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './dates';

describe('dates (th-TH, Bangkok)', () => {
  // named fields rather than dateStyle/timeStyle, which Safari before 14.1 ignores (the time was lost)
  it('shows an instant as day, short month, Buddhist year and the Bangkok time', () => {
    expect(formatDateTime('2026-11-21T10:00:00Z')).toBe('21\u00a0พ.ย.\u00a02569\u00a017:00');
    expect(formatDateTime('2026-10-31T18:05:00Z')).toBe('1\u00a0พ.ย.\u00a02569\u00a001:05');
  });

  it('shows a calendar day with or without its year', () => {
    expect(formatDay('2026-11-21')).toBe('21\u00a0พ.ย.\u00a02569');
    expect(formatDay('2026-11-21', true)).toBe('21\u00a0พ.ย.');
  });
});
