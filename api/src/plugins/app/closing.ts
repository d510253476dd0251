import fp from 'fastify-plugin';
import { API_MSG } from '../../errors';
import { sendError } from './errors';

/**
 * While the server shuts down, requests still arriving on open connections get the Spanish 503
 * (Fastify's own `return503OnClosing` body is English) and `Connection: close`, so a load balancer
 * moves on to another process.
 */
export default fp(async (app) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    return sendError(reply, 503, API_MSG.servicioNoDisponible);
  });
});
