import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MSG, MSG } from '@plataforma/contracts';
import { httpError } from '../../errors';
import type { Reader } from './repositories/comentarios';
import type { Viewer } from './repositories/encuestas';

const checked = new WeakMap<FastifyRequest, Promise<boolean>>();

/**
 * Whether the request's signed-in user has the two-step sign-in that ADMIN_2FA_REQUIRED asks of admins
 * (always true when the flag is off). Asked of the database once per request.
 */
export function hasRequiredTwoFactor(request: FastifyRequest): Promise<boolean> {
  const app = request.server;
  if (!app.config.admin2faRequired) return Promise.resolve(true);
  if (!request.user) return Promise.resolve(false);
  let answer = checked.get(request);
  if (!answer) {
    answer = app.twoFactorRepository.hasTwoFactor(request.user.id);
    checked.set(request, answer);
  }
  return answer;
}

/**
 * Whether a request may use an admin's powers. The admin scope and every admin right outside it
 * (deleting anyone's comment, a hidden comment's text, an open survey's counts) ask the same question,
 * so an admin who must turn on two-step sign-in first has none of them until then.
 */
export async function actsAsAdmin(request: FastifyRequest): Promise<boolean> {
  return request.user?.rol === 'admin' && (await hasRequiredTwoFactor(request));
}

/**
 * Refuses a request that may not use an admin's powers, saying why: not signed in (401), not an admin,
 * or an admin who must turn on two-step sign-in first (ADMIN_2FA_REQUIRED: the server refuses, not only
 * the UI). The admin scope's guard, and an admin's right on a member's content.
 */
export async function assertAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw httpError(401, MSG.noAutenticado);
  if (request.user.rol !== 'admin') throw httpError(403, MSG.sinPermiso);
  if (!(await hasRequiredTwoFactor(request))) throw httpError(403, ACCOUNT_MSG.dosPasosObligatoria);
}

/** Who reads a request's comments. */
export const readerOf = async (request: FastifyRequest): Promise<Reader> => ({ admin: await actsAsAdmin(request) });

/** Who asks for a request's surveys (null: a visitor). */
export const viewerOf = async (request: FastifyRequest): Promise<Viewer> =>
  request.user ? { id: request.user.id, admin: await actsAsAdmin(request) } : null;
