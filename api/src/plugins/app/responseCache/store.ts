import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'identity' | 'br' | 'gzip';
export type HeaderValues = Record<string, string | number | string[]>;

/** One kept answer: a visitor's, ready to be written again as it was sent the first time. */
export interface KeptAnswer {
  status: number;
  /** The first answer's headers (security, content type, ETag…) without its length, encoding, cookie or Cache-Control. */
  headers: HeaderValues;
  etag: string | undefined;
  /** The body in each encoding it was kept in: always `identity`; pages also in brotli and gzip, compressed once. */
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** The write signal's generation when its request began: a later content write makes it stale. */
  generation: number;
  storedAt: number;
  /** A fresh hit's raw header list per encoding, with the Cache-Control it was made for (made at the first hit). */
  heads: Partial<Record<Encoding, { control: string; raw: string[] }>>;
}

/**
 * Brotli's quality for a page sent once (rendered for a session): 5 is as small as 9 for pages of this
 * size (25–35 KB of HTML) in well under a millisecond. A kept page is compressed once and sent many
 * times: 10 makes it about 9 % smaller (every hit writes fewer bytes) for ~10 ms once; 11 takes three
 * times as long for 1 % more.
 */
const brotliOptions = (kept: boolean) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: kept ? 10 : 5 } });

/** The encoding a browser takes (brotli first) among those kept; identity when it names none of them. */
export function encodingFor(acceptEncoding: string | undefined, kept: Partial<Record<Encoding, Buffer>>): Encoding {
  if (!acceptEncoding || (!kept.br && !kept.gzip)) return 'identity';
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || Number(q.replace(/^q=/, '')) > 0)
      .map(([name]) => name!.toLowerCase()),
  );
  if (kept.br && accepted.has('br')) return 'br';
  return kept.gzip && accepted.has('gzip') ? 'gzip' : 'identity';
}

/** A body in every encoding a page is sent in; `kept`: it will be sent many times. */
export async function compressed(identity: Buffer, kept: boolean): Promise<KeptAnswer['bodies']> {
  const [br, gz] = await Promise.all([brotli(identity, brotliOptions(kept)), gzip(identity)]);
  return { identity, br, gzip: gz };
}

/** A weak validator for a body that travels in several encodings (the strong one names the identity bytes). */
export const weakEtag = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match naming this ETag, compared weakly as @fastify/etag does. */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string | undefined) =>
  ifNoneMatch !== undefined && etag !== undefined && ifNoneMatch.replace(/^W\//, '') === etag.replace(/^W\//, '');

const sizeOf = (answer: KeptAnswer) => Object.values(answer.bodies).reduce((sum, body) => sum + (body?.length ?? 0), 500);

/** Kept answers in process memory, bounded in bytes (least recently used first out). */
export const createAnswerStore = (maxBytes: number) => new LRUCache<string, KeptAnswer>({ maxSize: maxBytes, sizeCalculation: sizeOf });
export type AnswerStore = ReturnType<typeof createAnswerStore>;
