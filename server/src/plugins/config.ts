import fp from 'fastify-plugin';
import type { GatewayConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated settings this gateway was built with (read-only). */
    config: Readonly<GatewayConfig>;
  }
}

/** Makes the validated configuration available to every other plugin. */
export const configPlugin = fp<{ config: GatewayConfig }>(
  async (app, { config }) => {
    app.decorate('config', Object.freeze({ ...config }));
  },
  { name: 'gateway-config', fastify: '5.x', decorators: {} },
);
