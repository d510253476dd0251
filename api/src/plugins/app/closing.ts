import fp from 'fastify-plugin';
import { API_MSG } from '../../errors';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server has begun shutting down (kept pages stop going out at the server's door then). */
    isClosing(): boolean;
  }
}

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
  app.decorate('isClosing', () => closing);
  // A callback hook, not an async one: it runs before every request Fastify sees, and mostly does nothing.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    sendError(reply, 503, API_MSG.servicioNoDisponible);
  });
});
