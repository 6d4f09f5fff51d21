import { describe, expect, it } from 'vitest';
import { ClientError } from '@site/contract/client-reports';
import { describeError, isChunkLoadError, routePatternOf } from './client-reporter';
import { ChunkLoadTimeoutError } from './lazy-route';

describe('routePatternOf: a report names the screen, never the URL', () => {
  it.each([
    ['/', '/'],
    ['/auth/dashboard', '/auth/dashboard'],
    ['/auth/reward/42', '/auth/reward/:categoryId'],
    ['/auth/games/slot/JK', '/auth/games/:type/:slot'],
    ['/regis/team-7/0812345678', '/regis/:team/:marketing'],
    ['/Auth/Deposit/', '/auth/deposit'],
    ['/auth/deposit/slip', '/auth/deposit/slip'],
    ['/no/such/screen', null],
  ])('%s -> %s', (path, pattern) => {
    expect(routePatternOf(path)).toBe(pattern);
  });
});

describe('describeError', () => {
  const thrown = new TypeError("Cannot read properties of undefined (reading 'balance') for 0812345678");
  thrown.stack = `TypeError: ${thrown.message}\n    at Withdraw (https://site.example/assets/withdraw-B3x9Qk1a.js?v=1:1:2345)\n    at x (https://site.example/assets/index-AAAAAAAA.js:3:4)`;

  it('keeps the name, a scrubbed message and the top frame, in the shape the gateway takes', () => {
    const described = describeError('boundary', thrown);
    expect(described).toMatchObject({
      kind: 'boundary',
      name: 'TypeError',
      message: 'Cannot read properties of undefined (reading …) for 0',
      source: 'withdraw-B3x9Qk1a.js:1:2345',
    });
    expect(ClientError.safeParse(described).success).toBe(true);
  });

  it('gives the same fault the same fingerprint in the next release (another chunk hash, another line)', () => {
    const next = new TypeError(thrown.message.replace('0812345678', '0899999999'));
    next.stack = `TypeError: x\n    at Withdraw (https://site.example/assets/withdraw-Zz9yXx8w.js:1:9999)`;
    expect(describeError('boundary', next).fingerprint).toBe(describeError('boundary', thrown).fingerprint);
    expect(describeError('uncaught', thrown).fingerprint).not.toBe(describeError('boundary', thrown).fingerprint);
  });

  it('describes what is not an Error (a rejected string, undefined) without throwing', () => {
    expect(describeError('unhandled-rejection', 'token abc.def expired at 12:30')).toMatchObject({
      name: 'string',
      message: 'token abc.def expired at 0:0',
    });
    expect(ClientError.safeParse(describeError('unhandled-rejection', undefined)).success).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: https://site.example/assets/x.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new ChunkLoadTimeoutError('route chunk load timed out'), true],
    [new TypeError('x is not a function'), false],
    ['Failed to fetch dynamically imported module', false],
  ])('%s -> %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
