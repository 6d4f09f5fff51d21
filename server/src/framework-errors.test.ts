import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseFormatProblems, MALFORMED_REQUESTS, sendRaw } from '@site/mock-api/testing';
import { startProxyFixture, type ProxyFixture } from './test-support/proxy-fixture';

let fixture: ProxyFixture;
let url: string;

beforeAll(async () => {
  fixture = await startProxyFixture();
  url = fixture.gateway.url;
});

afterAll(() => fixture.close());

describe('framework errors of the gateway, over raw sockets, in the house format (Thai { message }, security headers)', () => {
  for (const { name, bytes, status } of MALFORMED_REQUESTS) {
    it(`${name}: ${status}, then the connection is closed, nothing reaches the upstream`, async () => {
      const before = fixture.upstream.received.length;
      const answer = await sendRaw(url, bytes);
      expect(answer.status).toBe(status);
      expect(houseFormatProblems(answer)).toEqual([]);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.closed).toBe(true);
      expect(fixture.upstream.received.length).toBe(before);
    });
  }

  it('a percent-encoding that does not decode: 400 in Thai, the path not echoed back', async () => {
    const answer = await sendRaw(url, 'GET /assets/%E0%A4%A.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(houseFormatProblems(answer)).toEqual([]);
    expect(answer.body).not.toContain('%E0');
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a 150-character asset name: 404 in Thai, the path not echoed back', async () => {
    const long = 'x'.repeat(150);
    const answer = await sendRaw(url, `GET /assets/${long}.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(404);
    expect(houseFormatProblems(answer)).toEqual([]);
    expect(answer.body).not.toContain(long);
  });

  it('an unknown asset: 404 in Thai with the security headers', async () => {
    const answer = await sendRaw(url, 'GET /assets/no-such-file.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(404);
    expect(houseFormatProblems(answer)).toEqual([]);
  });

  it('a declared body over BODY_LIMIT_BYTES: 413 in Thai, the upstream never contacted', async () => {
    const before = fixture.upstream.received.length;
    const answer = await sendRaw(
      url,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\nConnection: close\r\n\r\n{',
    );
    expect(answer.status).toBe(413);
    expect(houseFormatProblems(answer)).toEqual([]);
    expect(fixture.upstream.received.length).toBe(before);
  });
});
