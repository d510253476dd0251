import type { FastifyInstance } from 'fastify';
import { scope } from '../../../plugins/app/scopes';
import deleteAccount from './delete';
import email from './email';
import exportData from './export';
import password from './password';
import profile from './profile';
import sessions from './sessions';
import twoFactor from './two-factor';

/**
 * /api/account: the signed-in user's own account, never anyone else's (the session decides whose). A
 * blocked member keeps their account (password, sessions, data download, deletion) but cannot change
 * the name and photo others see: that is taking part (participant scope).
 */
export default async function accountRoutes(app: FastifyInstance) {
  await app.register(
    scope('member', (scoped) => {
      for (const route of [password, email, exportData, deleteAccount, sessions, twoFactor]) route(scoped);
    }),
  );
  await app.register(scope('participant', profile));
}
