import { describe, expect, it } from 'vitest';
import { maskedUsername } from './mask-username';

describe('maskedUsername', () => {
  it('keeps a name the API already masked', () => {
    expect(maskedUsername('dem***o')).toBe('dem***o');
  });

  it('masks a name that arrives unmasked, never showing it whole', () => {
    expect(maskedUsername('somchai88')).toBe('som***');
    expect(maskedUsername('abc')).toBe('a***');
    expect(maskedUsername('ab')).toBe('a***');
    expect(maskedUsername('a')).toBe('a***');
  });
});
