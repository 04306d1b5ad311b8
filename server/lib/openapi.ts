import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance, productName: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${productName} API`,
        version: '1.0.0',
        description: 'Multi-tenant tyre-warranty support desk.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'td_session' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
