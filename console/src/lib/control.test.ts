import { describe, expect, it } from 'vitest';
import { failureMessage, okBody } from './control';

describe('control answers', () => {
  it("gives a 200 answer's body and throws any other answer as it is", () => {
    expect(okBody({ status: 200 as const, body: { now: 'x' } })).toEqual({ now: 'x' });
    const refused = { status: 409 as const, body: { message: 'ชื่อนี้มีอยู่แล้ว' } };
    let thrown: unknown;
    try {
      okBody(refused);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBe(refused);
  });

  it("says what failed: the mock's Thai message, else the status, else the network error", () => {
    expect(failureMessage({ status: 409, body: { message: 'ชื่อนี้มีอยู่แล้ว' } })).toBe('ชื่อนี้มีอยู่แล้ว');
    expect(failureMessage({ status: 502, body: '<html>bad gateway</html>' })).toBe('HTTP 502');
    expect(failureMessage({ status: 500, body: null })).toBe('HTTP 500');
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
