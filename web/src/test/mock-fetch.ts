import { type FastifyInstance } from 'fastify';
import { vi } from 'vitest';
// Component tests talk to the real mock in process (no hand-written fixtures): test code
// (web/src/test) may import web's devDependencies, app code may not (eslint.config.js).
import { buildApp } from '@site/mock-api';

export interface MockFetch {
  app: FastifyInstance;
  /** Requests the components sent, with the headers of spec 7. */
  requests: { method: string; url: string; headers: Record<string, string> }[];
  close(): Promise<void>;
}

/**
 * Replaces `fetch` with one that hands each request to the mock through `app.inject`, so the
 * app's own fetcher (headers, timeout, error catalogue) runs unchanged against real responses.
 */
export async function useMockFetch(): Promise<MockFetch> {
  const app = await buildApp({ logger: false, seed: 42 });
  await app.ready();
  const requests: MockFetch['requests'] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://member-site.test');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    requests.push({ method: init.method ?? 'GET', url: `${url.pathname}${url.search}`, headers });
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: Object.fromEntries(Object.entries(response.headers).map(([key, value]) => [key, String(value)])),
    });
  });
  return {
    app,
    requests,
    close: async () => {
      vi.unstubAllGlobals();
      await app.close();
    },
  };
}
