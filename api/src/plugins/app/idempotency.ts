import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { CSRF_COOKIE, IDEMPOTENCY_HEADER, SESSION_COOKIE } from '@plataforma/contracts';
import { idempotencyKeys } from '../../db/schema';
import { API_MSG, httpError } from '../../errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request still unanswered after this long died with its process: a retry takes over. */
const ABANDONED_MS = 60_000;
/** How long a concurrent duplicate waits for the first answer before a 409. */
const WAIT_MS = 10_000;
const POLL_MS = 100;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed: its answer is recorded for replays. */
    idempotency: { owner: string; key: string } | null;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Idempotency-Key (IDEMPOTENCY_HEADER) on POST/PUT/PATCH/DELETE: the first answer per owner and key
 * is stored for 24 h and replayed, status and body, so a retried comment, vote, registration or
 * upload is written once. A duplicate arriving while the first is still running waits for it (a
 * Spanish 409 after 10 s); the same key with another method, path or JSON body is a Spanish 422.
 * Multipart bodies are streamed to the handler, so their fingerprint is the method and path.
 * Requests without the header are untouched.
 */
export default fp(async (app) => {
  app.decorateRequest('idempotency', null);

  const replay = async (reply: FastifyReply, row: typeof idempotencyKeys.$inferSelect) => {
    // The first answer's session cookie never reached the client: give it a new one.
    if (row.sessionUserId !== null) {
      const session = await app.sessionsRepository.create(row.sessionUserId);
      app.setSessionCookie(reply, session.token, session.expiresAt);
    }
    return reply
      .code(row.statusCode!)
      .header('content-type', row.contentType ?? 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(row.body);
  };

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (key === undefined || !UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw httpError(400, API_MSG.idempotenciaInvalida);
    const owner = request.user ? `user:${request.user.id}` : `visitor:${sha256(request.cookies[CSRF_COOKIE] ?? '')}`;
    const body = request.isMultipart() ? '' : JSON.stringify(request.body ?? null);
    const fingerprint = sha256(`${request.method} ${request.url}\n${body}`);
    const where = and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key));

    for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; await sleep(POLL_MS)) {
      const claimed = await app.db.insert(idempotencyKeys).values({ owner, key, fingerprint }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) {
        request.idempotency = { owner, key };
        return;
      }
      const [row] = await app.db.select().from(idempotencyKeys).where(where);
      if (!row) continue;
      const age = Date.now() - row.createdAt.getTime();
      if (age > IDEMPOTENCY_TTL_MS) {
        await app.db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.createdAt, row.createdAt)));
        continue;
      }
      if (row.fingerprint !== fingerprint) throw httpError(422, API_MSG.idempotenciaDistinta);
      if (row.statusCode !== null) return replay(reply, row);
      if (age > ABANDONED_MS) {
        const taken = await app.db
          .update(idempotencyKeys)
          .set({ createdAt: new Date() })
          .where(and(where, isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_MS))))
          .returning({ key: idempotencyKeys.key });
        if (taken.length > 0) {
          request.idempotency = { owner, key };
          return;
        }
      }
    }
    throw httpError(409, API_MSG.idempotenciaEnCurso);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const where = and(eq(idempotencyKeys.owner, claim.owner), eq(idempotencyKeys.key, claim.key));
    try {
      // A server failure (the database down, a bug) is not an answer to keep: the retry runs again.
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        await app.db.delete(idempotencyKeys).where(where);
        return payload;
      }
      await app.db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, contentType: String(reply.getHeader('content-type') ?? ''), body: payload, sessionUserId: await signedInUser(reply) })
        .where(where);
    } catch (error) {
      request.log.warn({ err: error }, 'No se pudo guardar la respuesta idempotente');
    }
    return payload;
  });

  /** The user whose session this answer's Set-Cookie starts (login, register), else null. */
  async function signedInUser(reply: FastifyReply): Promise<number | null> {
    const cookies = [reply.getHeader('set-cookie') ?? []].flat().map(String);
    const token = cookies.map((c) => c.match(new RegExp(`^${SESSION_COOKIE}=([^;]+)`))?.[1]).find(Boolean);
    if (!token) return null;
    return (await app.sessionsRepository.findSession(decodeURIComponent(token)))?.user.id ?? null;
  }
});

