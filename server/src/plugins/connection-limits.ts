import fp from 'fastify-plugin';
import type { Socket } from 'node:net';

/**
 * Per-client connection limits (docs/design/gateway.md#connection-caps). Node's headers timeout does not reach a
 * connection that never sends a byte, so each new connection gets a timer of its own: no byte
 * within HEADERS_TIMEOUT_MS and it is closed. One peer address may hold at most
 * MAX_CONNECTIONS_PER_CLIENT open connections; one more is closed at once, before any byte.
 */
export const connectionLimitsPlugin = fp(
  async (app) => {
    const { headersTimeoutMs, maxConnectionsPerClient } = app.config;
    const openByClient = new Map<string, number>();
    app.server.on('connection', (socket: Socket) => {
      const client = socket.remoteAddress ?? '';
      const open = openByClient.get(client) ?? 0;
      if (maxConnectionsPerClient > 0 && open >= maxConnectionsPerClient) {
        socket.destroy();
        return;
      }
      openByClient.set(client, open + 1);
      const silent = setTimeout(() => {
        if (socket.bytesRead === 0) socket.destroy();
      }, headersTimeoutMs);
      silent.unref();
      socket.once('close', () => {
        clearTimeout(silent);
        const left = (openByClient.get(client) ?? 1) - 1;
        if (left <= 0) openByClient.delete(client);
        else openByClient.set(client, left);
      });
    });
  },
  { name: 'gateway-connection-limits', fastify: '5.x', dependencies: ['gateway-config'] },
);
