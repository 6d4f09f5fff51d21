import { generateOpenApi } from '@ts-rest/open-api';
import { contract } from './index';

/** The OpenAPI 3 document of the member API, generated from the contract. */
export function buildOpenApiDocument() {
  return generateOpenApi(
    contract,
    {
      info: {
        title: 'Member site API',
        version: '1.0.0',
        description:
          "The member site's API as the web app uses it. Member routes (/api/auth/*, except login) need `Authorization: Bearer <token>`. Errors are `{ message }` in Thai.",
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, route) =>
        route.path.startsWith('/api/auth/') && route.path !== '/api/auth/login' ? { ...operation, security: [{ bearer: [] }] } : operation,
    },
  );
}
