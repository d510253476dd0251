import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '@plataforma/contracts';
import { scope } from '../app/scopes';
import { sendsHeaders } from './security';

/** OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, UI at /api/docs. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Plataforma Juvenil API', version: '0.1.0', description: 'API REST de la Plataforma Juvenil.' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The UI is a page (its headers), open to everyone; the description changes with a deploy, not a write.
  await app.register(
    scope('open', async (ui) => {
      sendsHeaders(ui, 'page');
      await ui.register(swaggerUi, { routePrefix: '/api/docs' });
    }),
  );
});
