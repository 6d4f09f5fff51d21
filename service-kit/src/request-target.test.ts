import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalRequestTarget } from './request-target';
import { spellingOf } from './request-target-spellings';

describe('canonicalRequestTarget: the one spelling of a request target', () => {
  it.each([
    ['/api/auth/login', '/api/auth/login'],
    ['/%61pi/auth/login', '/api/auth/login'],
    ['/%5F%5Fmock/members', '/__mock/members'],
    ['/%5f%5fmock/members?x=%5F', '/__mock/members?x=%5F'],
    ['//api///auth//login', '/api/auth/login'],
    ['/x/../api/./auth/login', '/api/auth/login'],
    ['/x/%2e%2E/api/auth/login', '/api/auth/login'],
    ['/../../api', '/api'],
    ['/api/auth/login/', '/api/auth/login/'],
    ['/api/auth/login/.', '/api/auth/login/'],
    ['/api/..', '/'],
    ['http://evil.example/__mock/members', '/__mock/members'],
    ['http://evil.example', '/'],
    ['HTTPS://evil.example:443/%61pi?q=1', '/api?q=1'],
    // an escape that is not unreserved stays encoded, its hex in upper case: the router decodes it inside a segment
    ['/api/games/%e0%b8%aa', '/api/games/%E0%B8%AA'],
    ['/api%2fauth/login', '/api%2Fauth/login'],
    ['/api/%2e%2e%2f__mock', '/api/..%2F__mock'],
    ['/api;jsessionid=1/auth', '/api;jsessionid=1/auth'],
    // what the router refuses (a bad escape) or does not route as a path is left to it
    ['/api/%zz', '/api/%zz'],
    ['*', '*'],
    ['/?a=//b/../c', '/?a=//b/../c'],
  ])('%s -> %s', (target, canonical) => {
    expect(canonicalRequestTarget(target)).toBe(canonical);
  });

  it('gives the usual request back as the same string', () => {
    const target = '/api/auth/user/detail/0b6e?x=1';
    expect(canonicalRequestTarget(target)).toBe(target);
  });

  it('is the same for every spelling of a path and does not change a canonical one', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_~-]{1,8}$/);
    const path = fc.array(segment, { minLength: 1, maxLength: 5 }).map((segments) => `/${segments.join('/')}`);
    fc.assert(
      fc.property(
        path.chain((plain) => fc.tuple(fc.constant(plain), spellingOf(plain))),
        ([plain, spelling]) => {
          const canonical = canonicalRequestTarget(spelling);
          expect(canonical.replace(/\/$/, '')).toBe(plain);
          expect(canonicalRequestTarget(canonical)).toBe(canonical);
        },
      ),
      { numRuns: 500 },
    );
  });
});
