import type { FastifyInstance } from 'fastify';
import deleteAccount from './delete';
import exportData from './export';
import password from './password';
import profile from './profile';
import sessions from './sessions';
import twoFactor from './two-factor';

/** /api/account: the signed-in user's own account, never anyone else's (the session decides whose). */
export default async function accountRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireUser);
  for (const route of [profile, password, exportData, deleteAccount, sessions, twoFactor]) route(app);
}
