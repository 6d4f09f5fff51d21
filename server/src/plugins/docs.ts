import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument } from '@site/contract/openapi';

/** Generated once per process: building it walks every schema of the contract. */
let document: ReturnType<typeof buildOpenApiDocument> | undefined;

/**
 * The contract's OpenAPI document at /docs/openapi.json and an interactive explorer at /docs.
 * Swagger UI loads only its own files from /docs/static, so it runs under the site's CSP.
 */
export const docsPlugin = fp(
  async (app) => {
    document ??= buildOpenApiDocument();
    await app.register(swagger, { mode: 'static', specification: { document: document as never } });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // No call to validator.swagger.io: the CSP allows images from self only.
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
    app.get('/docs/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return document;
    });
  },
  { name: 'gateway-docs', fastify: '5.x' },
);
