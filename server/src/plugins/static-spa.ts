import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gatewayMessages } from '../messages';

/** Vite writes content-hashed files here: they never change, so caches may keep them a year. */
const HASHED_ASSETS = `${sep}assets${sep}`;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Paths that are never client routes: a miss there is a real 404, not index.html.
 */
const RESERVED = /^\/(?:api|assets|docs|__mock|__gateway|mock-cdn)(?:\/|$)/;

function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '/';
  if (RESERVED.test(path)) return false;
  // A missing file (favicon.png, robots.txt) is a 404; client routes have no extension.
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

function notFound(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-store').send({ message: gatewayMessages.notFound });
}

/**
 * Serves web/dist: precompressed (.br/.gz written by the build) when the client accepts it,
 * hashed assets immutable, index.html and SPA fallback routes `no-cache` with an ETag (304 on
 * If-None-Match). With WEB_DEV_URL, proxies everything else to Vite (websocket for HMR).
 */
export const staticSpaPlugin = fp(
  async (app) => {
    const { config } = app;

    if (config.webDevUrl !== undefined) {
      await app.register(httpProxy, {
        upstream: config.webDevUrl,
        prefix: '/',
        websocket: true,
        disableRequestLogging: true,
      });
      return;
    }

    const root = config.webDist;
    const indexFile = join(root, 'index.html');

    // A dist folder present at boot is served by one route per file (no per-request directory
    // walk: @fastify/static's wildcard route re-reads each directory to verify the spelling).
    // Without one, the wildcard route serves whatever a later build writes.
    const builtAtBoot = existsSync(indexFile);
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: !builtAtBoot,
      // The .br/.gz siblings are chosen by preCompressed, never addressed directly.
      globIgnore: ['**/*.br', '**/*.gz'],
      allowedPath: (pathName) => !/\.(?:br|gz)$/.test(pathName),
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      index: ['index.html'],
      // The dist folder may be built after the gateway starts (npm run dev, tests).
      suppressWarning: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.includes(HASHED_ASSETS) ? IMMUTABLE : 'no-cache');
      },
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (!isClientRoute(request)) return notFound(reply);
      if (!existsSync(indexFile)) {
        return reply.code(503).header('cache-control', 'no-store').send({ message: gatewayMessages.webNotBuilt });
      }
      request.metricsRoute = 'spa';
      return reply.sendFile('index.html', root);
    });
  },
  { name: 'gateway-static-spa', fastify: '5.x', dependencies: ['gateway-config'] },
);
