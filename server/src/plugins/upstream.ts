import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * What answers behind the gateway: a real API, the stand-alone mock (UPSTREAM_IS_MOCK, as
 * docker compose runs it), or the mock the gateway started in process (no UPSTREAM_URL).
 */
export type UpstreamKind = 'api' | 'mock' | 'embedded-mock';

export type Upstream = {
  /** Origin the API is proxied to, without a trailing slash. */
  url: string;
  kind: UpstreamKind;
  /** How the in-process mock is locked when the gateway listens beyond loopback (docs/design/mock.md#shared-mock). */
  notice: string | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    upstream: Upstream;
  }
}

/**
 * Resolves where `/api/*` goes: UPSTREAM_URL, or a mock started in this process on a free
 * loopback port, so both modes use the same HTTP proxy path.
 */
export const upstreamPlugin = fp(
  async (app) => {
    const configured = app.config.upstreamUrl;
    if (configured !== undefined) {
      app.decorate('upstream', { url: configured, kind: app.config.upstreamIsMock ? 'mock' : 'api', notice: null });
      return;
    }
    // Loaded only in mock mode: production never pulls faker and the mock's state into memory.
    const { buildApp: buildMockApp, controlRequestRefusal, sharedMockNotice } = await import('@site/mock-api');
    // It listens on loopback only, but whoever reaches the gateway reaches it: it is told the
    // gateway's host, so beyond loopback it locks itself like the stand-alone mock (docs/design/mock.md#shared-mock).
    const mock: FastifyInstance = await buildMockApp({ logger: false, host: app.config.host });
    // an old setting name of the mock still set: it works, and the line says what it is called now
    for (const warning of mock.mockConfig.settingWarnings) app.log.warn(warning);
    const address = await mock.listen({ port: 0, host: '127.0.0.1' });
    app.decorate('upstream', {
      url: address.replace('localhost', '127.0.0.1'),
      kind: 'embedded-mock',
      notice: sharedMockNotice(mock.mockConfig),
    });
    app.addHook('onClose', async () => {
      await mock.close();
    });
    // The mock sees the gateway's own Host, so the Host and Origin of the caller are checked
    // here, by the mock's own rule (docs/design/mock.md#shared-mock): a DNS-rebinding page never reaches /__mock.
    const allowedHosts = mock.mockConfig.allowedHosts;
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/__mock')) return;
      const refusal = controlRequestRefusal(request.method, request.headers, allowedHosts);
      if (refusal !== null) return reply.code(403).send({ message: refusal.message });
    });
    app.log.info({ mockUrl: address }, 'mock API started in process');
  },
  { name: 'gateway-upstream', fastify: '5.x', dependencies: ['gateway-config'] },
);
