import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { houseFormatProblems, MALFORMED_REQUESTS, sendRaw } from './test-support/raw-socket';

let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = await buildApp({ logger: false });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => app.close());

const MOCK_FIELDS = ['message', 'code'];

describe('framework errors of the mock, over raw sockets, in the house format (Thai { message }, security headers)', () => {
  for (const { name, bytes, status } of MALFORMED_REQUESTS) {
    it(`${name}: ${status}, then the connection is closed`, async () => {
      const answer = await sendRaw(url, bytes);
      expect(answer.status).toBe(status);
      expect(houseFormatProblems(answer)).toEqual([]);
      expect(answer.headers.connection).toBe('close');
      expect(answer.closed).toBe(true);
    });
  }

  it('a path parameter over 100 characters: 414 in Thai, the path not echoed back', async () => {
    const long = 'x'.repeat(150);
    const answer = await sendRaw(url, `GET /api/auth/user/detail/${long} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(414);
    expect(houseFormatProblems(answer, MOCK_FIELDS)).toEqual([]);
    expect(answer.body).not.toContain(long);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'URI_TOO_LONG' });
  });

  it('a percent-encoding that does not decode: 400 in Thai, the path not echoed back', async () => {
    const answer = await sendRaw(url, 'GET /api/auth/user/detail/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(houseFormatProblems(answer, MOCK_FIELDS)).toEqual([]);
    expect(answer.body).not.toContain('%E0');
  });

  it('an unknown route: 404 in Thai with the security headers', async () => {
    const answer = await sendRaw(url, 'GET /api/no-such-route HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(404);
    expect(houseFormatProblems(answer, MOCK_FIELDS)).toEqual([]);
  });

  it('bad JSON: 400 in Thai with the security headers', async () => {
    const answer = await sendRaw(
      url,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nConnection: close\r\n\r\n{bad!',
    );
    expect(answer.status).toBe(400);
    expect(houseFormatProblems(answer, MOCK_FIELDS)).toEqual([]);
  });

  it('a body over the limit: 413 in Thai with the security headers', async () => {
    const answer = await sendRaw(
      url,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\nConnection: close\r\n\r\n{',
    );
    expect(answer.status).toBe(413);
    expect(houseFormatProblems(answer, MOCK_FIELDS)).toEqual([]);
  });

  it('third-party stand-ins under /mock-cdn stay frameable (no frame-ancestors), but nosniff', async () => {
    const answer = await sendRaw(url, 'GET /mock-cdn/no-such-file HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });
});
