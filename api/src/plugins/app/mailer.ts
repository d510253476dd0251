import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../accounts/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer`: SMTP or the development outbox (see `accounts/mailer.ts`); waits for queued mail on close. */
export default fp(async (app) => {
  const { smtpUrl, mailFrom, outboxDir, nodeEnv } = app.config;
  const mailer = createMailer({ smtpUrl, mailFrom, outboxDir, logNotes: nodeEnv !== 'production', log: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.idle());
});
