import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** `closing` turns true when close() begins (SIGTERM): the drain period has started. */
    lifecycle: { closing: boolean };
  }
}

/**
 * Graceful shutdown (docs/design/gateway.md#shutdown): on close the listener stops at once (new connections are
 * refused, which a load balancer retries elsewhere safely), requests on open keep-alive
 * connections are still served and, once the listener is closed, each answer says
 * `Connection: close`. Idle keep-alive connections are dropped only after SHUTDOWN_DRAIN_MS:
 * dropping one while a load balancer is sending a request on it would fail that request, and a
 * POST cannot be retried safely.
 * Fastify itself is built with `return503OnClosing: false` and `forceCloseConnections: false`.
 */
export const shutdownDrainPlugin = fp(
  async (app) => {
    const lifecycle = { closing: false };
    app.decorate('lifecycle', lifecycle);
    app.addHook('preClose', async () => {
      lifecycle.closing = true;
      const server = app.server;
      const closeIdle = server.closeIdleConnections.bind(server);
      // http.Server#close (called next by Fastify) would drop idle connections immediately.
      server.closeIdleConnections = () => undefined;
      setTimeout(() => {
        closeIdle();
        setInterval(closeIdle, 100).unref();
      }, app.config.shutdownDrainMs).unref();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      // Only once the listener has closed. Fastify's router says `Connection: close` from the
      // start of close(), milliseconds before the listener closes: a connection closed in that
      // window sends the load balancer's next request to a new connection, which waits in the
      // kernel's accept queue and is reset, not refused, when the listener closes (and nginx
      // cannot retry a POST it has sent).
      if (!app.server.listening) {
        if (lifecycle.closing) reply.header('connection', 'close');
      } else if (reply.raw.hasHeader('connection')) reply.raw.removeHeader('connection');
      done(null, payload);
    });
  },
  { name: 'gateway-shutdown-drain', fastify: '5.x', dependencies: ['gateway-config'] },
);
