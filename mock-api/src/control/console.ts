import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '../lib/messages';

export const CONSOLE_PATH = '/__mock/console/';
/**
 * `npm run build` writes the QA console here (docs/design/qa.md#qa-console). Resolved from this file's path, not
 * `new URL(literal, import.meta.url)`, which Vite rewrites as an asset when a browser-like test
 * environment (the web project's happy-dom) imports the mock.
 */
const DEFAULT_CONSOLE_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../../console/dist');

/**
 * The QA console (console/) at /__mock/console/, beside the control API it drives: the
 * stand-alone mock serves it, and the gateway passes /__mock/* to its mock in mock mode only,
 * so a production gateway never serves it. Hashed assets are immutable; the page is not cached.
 */
export async function consoleRoutes(app: FastifyInstance, options: { root?: string } = {}): Promise<void> {
  const root = options.root ?? DEFAULT_CONSOLE_DIST;
  const hashedAssets = join(root, 'assets');
  if (!existsSync(join(root, 'index.html'))) {
    const notBuilt = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(503).header('cache-control', 'no-store').send({ message: messages.control.consoleNotBuilt });
    app.get(CONSOLE_PATH, notBuilt);
    app.get(`${CONSOLE_PATH}*`, notBuilt);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: CONSOLE_PATH,
    // the page itself has the route below (the plugin's index lookup misses the bare prefix)
    index: false,
    cacheControl: false,
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // the page's policy comes with the mock's security headers (CONSOLE_SECURITY_HEADERS); behind the gateway, the gateway's own wins
    },
  });
  // the mock forgives a trailing slash, so this also answers /__mock/console
  app.get(CONSOLE_PATH, async (_request, reply) => reply.sendFile('index.html', root));
}
