import type { FastifyInstance } from 'fastify';
import csrf from './csrf';
import login from './login';
import loginVerify from './login-verify';
import logout from './logout';
import passwordReset from './password-reset';
import profile from './profile';
import register from './register';

/** /api/auth: one module per endpoint. */
export default async function authRoutes(app: FastifyInstance) {
  for (const route of [login, loginVerify, passwordReset, register, logout, profile, csrf]) route(app);
}
