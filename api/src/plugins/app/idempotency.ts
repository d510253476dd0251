import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { CSRF_COOKIE, IDEMPOTENCY_HEADER } from '@plataforma/contracts';
import { batched, column } from '../../db/batch';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { API_MSG, httpError } from '../../errors';
import { UNSAFE_METHODS } from '../../http/route-path';
import type { UploadedFile } from '../../media/multipart';
import { isEncrypted } from '../../security/data-key';
import { ownerOf } from './repositories/idempotency-keys';
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
  interface FastifyContextConfig {
    /**
     * The route proves who the caller is (sign-in, registration, the two-step code): an answer is
     * never stored, so a retry proves it again instead of being handed a session.
     */
    provesIdentity?: true;
  }
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

interface Claim {
  owner: string;
  key: string;
  fingerprint: string;
}

interface Answer {
  owner: string;
  key: string;
  statusCode: number;
  contentType: string;
  body: string;
}

const claimId = (claim: Pick<Claim, 'owner' | 'key'>) => `${claim.owner} ${claim.key}`;
const whereKey = ({ owner, key }: Pick<Claim, 'owner' | 'key'>) => and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key));

/**
 * Claims the keys of the requests that arrive together in one `INSERT … ON CONFLICT DO NOTHING`
 * (`batched`: every write with a key makes this statement): true for a request that now owns its
 * key. A key sent twice in one batch is claimed by its first request; the other one then waits for
 * that answer, as any concurrent duplicate does.
 */
function keyClaimer(db: Database) {
  return batched(async (claims: Claim[]) => {
    const firsts = new Map<string, Claim>();
    for (const claim of claims) if (!firsts.has(claimId(claim))) firsts.set(claimId(claim), claim);
    const unique = [...firsts.values()];
    const { rows } = await db.execute<{ owner: string; key: string }>(sql`
      INSERT INTO idempotency_keys (owner, key, fingerprint)
      SELECT * FROM unnest(${column(unique, 'owner')}::text[], ${column(unique, 'key')}::text[], ${column(unique, 'fingerprint')}::text[])
      ON CONFLICT DO NOTHING
      RETURNING owner, key`);
    const claimed = new Set(rows.map(claimId));
    return claims.map((claim) => firsts.get(claimId(claim)) === claim && claimed.has(claimId(claim)));
  });
}

/** Stores the answers of the requests that finish together in one `UPDATE` (`batched`). */
function answerStore(db: Database) {
  return batched(async (answers: Answer[]) => {
    await db.execute(sql`
      UPDATE idempotency_keys k
      SET status_code = a.status_code, content_type = a.content_type, body = a.body
      FROM unnest(${column(answers, 'owner')}::text[], ${column(answers, 'key')}::text[], ${column(answers, 'statusCode')}::int[],
        ${column(answers, 'contentType')}::text[], ${column(answers, 'body')}::text[])
        AS a(owner, key, status_code, content_type, body)
      WHERE k.owner = a.owner AND k.key = a.key`);
    return answers.map(() => undefined);
  });
}

const isUpload = (value: unknown): value is UploadedFile => Buffer.isBuffer((value as UploadedFile | null)?.buffer);

/** The body as the fingerprint sees it: every field, and an uploaded file as the hash of its bytes. */
const bodyText = (body: unknown) =>
  JSON.stringify(body ?? null, (_key, value) => (isUpload(value) ? { file: sha256(value.buffer), name: value.filename } : value));

/**
 * Idempotency-Key (IDEMPOTENCY_HEADER) on POST/PUT/PATCH/DELETE: the first answer per owner and key
 * is stored for 24 h and replayed, status and body, so a retried comment, vote or upload is written
 * once. A duplicate arriving while the first is still running waits for it (a Spanish 409 after
 * 10 s); the same key with another method, path or body (multipart fields and file included) is a
 * Spanish 422. A stored answer is encrypted under the data key (`security/encrypted-columns.ts`): it
 * may hold the caller's personal data; the fingerprint is keyed by it (`DataCipher.fingerprint`), so a
 * dump holds no plain hash a guessed body could be checked against. Routes that prove who the caller is (`provesIdentity`) are never replayed: a replay
 * would hand out a session on the strength of a password or code checked earlier, perhaps before a
 * password change. Requests without the header are untouched.
 */
export default fp(async (app) => {
  app.decorateRequest('idempotency', null);
  const claim = keyClaimer(app.db);
  const store = answerStore(app.db);

  const replay = (reply: FastifyReply, row: typeof idempotencyKeys.$inferSelect) =>
    reply
      .code(row.statusCode!)
      .header('content-type', row.contentType ?? 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(row.body !== null && isEncrypted(row.body) ? app.cipher.decrypt(row.body) : row.body);

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (key === undefined || !UNSAFE_METHODS.has(request.method)) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw httpError(400, API_MSG.idempotenciaInvalida);
    if (request.routeOptions.config.provesIdentity) return;
    const owner = request.user ? ownerOf(request.user.id) : `visitor:${sha256(request.cookies[CSRF_COOKIE] ?? '')}`;
    const fingerprint = app.cipher.fingerprint(`${request.method} ${request.url}\n${bodyText(request.body)}`);

    for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; await sleep(POLL_MS)) {
      if (await claim({ owner, key, fingerprint })) {
        request.idempotency = { owner, key };
        return;
      }
      // Only a duplicate gets here: the common first request was claimed above.
      const where = whereKey({ owner, key });
      const [row] = await app.db.select().from(idempotencyKeys).where(where);
      if (!row) continue;
      const age = Date.now() - row.createdAt.getTime();
      if (age > IDEMPOTENCY_TTL_MS) {
        await app.db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.createdAt, row.createdAt)));
        continue;
      }
      if (row.fingerprint === null) {
        // Stored before the data key was rotated (its fingerprint went with the old key): the first
        // retry is taken for the request it answered, and the key holds to that one from now on.
        const adopted = await app.db.update(idempotencyKeys).set({ fingerprint }).where(and(where, isNull(idempotencyKeys.fingerprint))).returning({ key: idempotencyKeys.key });
        if (adopted.length === 0) continue;
      } else if (row.fingerprint !== fingerprint) throw httpError(422, API_MSG.idempotenciaDistinta);
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
    const claimed = request.idempotency;
    if (!claimed) return payload;
    request.idempotency = null;
    try {
      // A server failure (the database down, a bug) is not an answer to keep: the retry runs again.
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        await app.db.delete(idempotencyKeys).where(whereKey(claimed));
        return payload;
      }
      // Encrypted under the data key: an answer may hold personal data (an affiliation echoes its owner's CI).
      await store({ ...claimed, statusCode: reply.statusCode, contentType: String(reply.getHeader('content-type') ?? ''), body: app.cipher.encrypt(payload) });
    } catch (error) {
      request.log.warn({ err: error }, 'No se pudo guardar la respuesta idempotente');
    }
    return payload;
  });
});

