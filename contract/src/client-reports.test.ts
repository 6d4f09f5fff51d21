import { describe, expect, it } from 'vitest';
import { ClientReport, fingerprintOf, scrubErrorText } from './client-reports';

describe('scrubErrorText: what could name a member or a session does not leave the page', () => {
  it.each([
    [
      'Failed to fetch https://site.example/api/auth/user/detail/42?token=abc#x',
      'Failed to fetch https://site.example/api/auth/user/detail/0',
    ],
    ['Cannot read properties of undefined (reading "somchai")', 'Cannot read properties of undefined (reading …)'],
    ["Unexpected token 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig'", 'Unexpected token …'],
    ['ถอน 1,500.00 บาท ไม่สำเร็จ', 'ถอน 0 บาท ไม่สำเร็จ'],
    ['member 0812345678 not found', 'member 0 not found'],
    ['mail somchai.k@example.co.th bounced', 'mail … bounced'],
    ['session eyJhbGciOiJIUzI1NiJ9abcdefghijkl expired', 'session … expired'],
  ])('%s -> %s', (raw, scrubbed) => {
    expect(scrubErrorText(raw)).toBe(scrubbed);
  });

  it('cuts a long text to the report limit', () => {
    expect(scrubErrorText('x '.repeat(500))).toHaveLength(200);
  });
});

describe('fingerprintOf', () => {
  it('is 8 hex digits, the same for the same parts and different for others', () => {
    const print = fingerprintOf(['uncaught', 'TypeError', 'x is not a function', 'dashboard.js']);
    expect(print).toMatch(/^[0-9a-f]{8}$/);
    expect(fingerprintOf(['uncaught', 'TypeError', 'x is not a function', 'dashboard.js'])).toBe(print);
    expect(fingerprintOf(['uncaught', 'TypeError', 'x is not a function', 'withdraw.js'])).not.toBe(print);
  });
});

describe('ClientReport', () => {
  it('takes a report with no errors or vitals listed, and nothing else than its fields', () => {
    expect(ClientReport.parse({ release: '0.0.0+20261128', brand: null, route: null })).toEqual({
      release: '0.0.0+20261128',
      brand: null,
      route: null,
      errors: [],
      vitals: [],
    });
    expect(ClientReport.safeParse({ release: '1', brand: null, route: null, username: 'somchai' }).success).toBe(false);
  });
});
